import "server-only";
import pino, { type Logger, type LoggerOptions } from "pino";
import { env } from "@/lib/env";
import { logContext } from "./context";
import { CENSOR, SECRET_FIELD_PATHS, censorFields, sanitizeHeaders, sanitizeUrl, scrubText } from "./redact";

/**
 * An error as logged: its type, its first line and its stack, scrubbed (lib/log/redact.ts). A failed query's
 * message goes on to list its parameters (a mail's link, a token), so nothing after its first line is kept but
 * the stack's frames.
 */
function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrubText(String(error).split("\n")[0]) };
  let root: unknown = error;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  const first = (text: string) => scrubText(text.split("\n")[0]);
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 15)
    .map((line) => scrubText(line.trim()));
  const out: Record<string, unknown> = { type: error.name, message: first(error.message), stack: frames };
  if (root !== error && root instanceof Error) out.cause = { type: root.name, message: first(root.message) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") out.code = code;
  return out;
}

/**
 * Writes each line through `process.stdout.write`, looked up at each line (a test may capture it); one JSON object
 * a line, for the host's log collector.
 */
const destination = { write: (line: string) => void process.stdout.write(line) };

/** What the logger rewrites before a line is written: an error, a request's headers, a URL or path. */
export const logSerializers = {
  err: serializeError,
  error: serializeError,
  headers: (headers: unknown) =>
    headers && typeof headers === "object" ? sanitizeHeaders(headers as Parameters<typeof sanitizeHeaders>[0]) : headers,
  url: (url: unknown) => (typeof url === "string" ? sanitizeUrl(url) : url),
  path: (path: unknown) => (typeof path === "string" ? sanitizeUrl(path) : path),
} satisfies LoggerOptions["serializers"];

const serialized: ReadonlySet<string> = new Set(Object.keys(logSerializers));

/**
 * How a line's credential fields are censored, at the top level and one down (lib/log/redact.ts); the unit test of
 * redaction holds the lines equal to pino's own `redact` of the same names at both levels.
 */
export const logCensoring = {
  formatters: { log: (fields: Record<string, unknown>) => censorFields(fields, serialized) },
  // A child logger's bindings are written once, when it is made, past the formatter above: pino censors their
  // credential names. Names only, never `*.name`: that form runs for every field of every line.
  redact: { paths: SECRET_FIELD_PATHS, censor: CENSOR },
} satisfies Pick<LoggerOptions, "formatters" | "redact">;

function create(): Logger {
  return pino(
    {
      level: env.LOG_LEVEL,
      base: { service: "accounts" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), ...logCensoring.formatters },
      messageKey: "msg",
      redact: logCensoring.redact,
      serializers: logSerializers,
      // The request or job the line is written for (lib/log/context.ts).
      mixin: () => ({ ...logContext() }),
      // The last guard: whatever reached the finished line as free text is scrubbed.
      hooks: { streamWrite: scrubText },
    },
    destination,
  );
}

type Holder = { logger?: Logger };
const holder = ((globalThis as Record<string, unknown>).__appLogger ??= {}) as Holder;

/**
 * The app's one logger (pino): JSON lines on stdout with the request's or job's id, never a credential
 * (lib/log/redact.ts). `log.child({ component: "…" })` names where a line comes from (a child's bindings are
 * censored at their top level only: they name places, not data).
 */
export const log: Logger = (holder.logger ??= create());
