import "server-only";
import pino, { type Logger } from "pino";
import { env } from "@/lib/env";
import { logContext } from "./context";
import { CENSOR, REDACT_PATHS, sanitizeHeaders, sanitizeUrl, scrubText } from "./redact";

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

function create(): Logger {
  return pino(
    {
      level: env.LOG_LEVEL,
      base: { service: "accounts" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      messageKey: "msg",
      redact: { paths: REDACT_PATHS, censor: CENSOR },
      serializers: {
        err: serializeError,
        error: serializeError,
        headers: (headers) => (headers && typeof headers === "object" ? sanitizeHeaders(headers) : headers),
        url: (url) => (typeof url === "string" ? sanitizeUrl(url) : url),
        path: (path) => (typeof path === "string" ? sanitizeUrl(path) : path),
      },
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
 * (lib/log/redact.ts). `log.child({ component: "…" })` names where a line comes from.
 */
export const log: Logger = (holder.logger ??= create());
