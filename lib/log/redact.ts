/**
 * What a log line may never carry: a token, a cookie, a password, an authorization header or a secret. The
 * logger censors the named fields wherever a logged object has them (one level deep as well, `censorFields`); the
 * URL and header serializers keep what helps an operator (the path, harmless headers) and censor the rest; and the
 * scrubber, run on every finished line, censors what slipped into free text: token-bearing query parameters and
 * path segments, bearer credentials, a URL's password, and the values of this process's own secrets.
 */

export const CENSOR = "[redacted]";

/** Field names whose value is a credential, censored at the top level and one level down. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "accessToken",
  "refreshToken",
  "idToken",
  "sessionToken",
  "secret",
  "clientSecret",
  "authorization",
  "cookie",
  "cookies",
  "set-cookie",
  "apiKey",
  "backupCodes",
  "otp",
]);

/** The same names as pino's redact paths: a child logger's bindings are censored by pino, at their top level. */
export const SECRET_FIELD_PATHS = [...SECRET_FIELDS].map((name) => (/^\w+$/.test(name) ? name : `["${name}"]`));

/**
 * A log line's fields with every credential field censored, at the top level and one level down, as pino's own
 * `redact` would with the paths `name` and `*.name` (tests/unit/log-redact.test.ts holds the two lines equal). The
 * caller's objects are left as they were: a field that needs censoring is copied first. `serialized` names the
 * fields a serializer of the logger rewrites; their output carries no credential (it is what censors them), so
 * they are left to it. One look per field and one per credential name in an object field: pino's `redact` walked
 * its 34 paths, parsed anew, for every field of every line (about 5 % of a webhook's server CPU).
 */
export function censorFields(fields: Record<string, unknown>, serialized: ReadonlySet<string>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const key in fields) {
    if (!Object.hasOwn(fields, key)) continue;
    const value: unknown = fields[key];
    let censored = value;
    // pino leaves out an undefined or function field whatever its name; any other value of a secret name goes.
    if (SECRET_FIELDS.has(key)) censored = value === undefined || typeof value === "function" ? value : CENSOR;
    else if (value !== null && typeof value === "object" && !serialized.has(key)) censored = censorOwn(value);
    if (censored !== value) (out ??= { ...fields })[key] = censored;
  }
  return out ?? fields;
}

/** An object's own credential fields censored, in a copy with the same prototype; the object itself when it has none. */
function censorOwn(value: object): object {
  let copy: Record<string, unknown> | undefined;
  for (const name of SECRET_FIELDS) {
    if (!Object.hasOwn(value, name)) continue;
    copy ??= Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as object, value) as Record<string, unknown>;
    copy[name] = CENSOR;
  }
  return copy ?? value;
}

/** Query parameters and header names that carry credentials (compared in lower case). */
const SECRET_PARAMS = new Set([
  "token",
  "code",
  "state",
  "secret",
  "password",
  "otp",
  "access_token",
  "refresh_token",
  "id_token",
  "client_secret",
  "api_key",
  "apikey",
  "key",
  "signature",
  "sig",
]);

/** Headers an operator may read; every other one is kept by name only, its value censored. */
const SAFE_HEADERS = new Set([
  "accept",
  "accept-language",
  "content-length",
  "content-type",
  "host",
  "origin",
  "referer",
  "user-agent",
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-real-ip",
  "x-request-id",
]);

/**
 * Path segments after which the next segment is a token: better-auth's reset link, /reset-password/<token> (its
 * other links carry theirs as ?token=, censored as a parameter).
 */
const TOKEN_BEFORE = new Set(["reset-password"]);

/** A path with token-bearing segments censored. */
export function sanitizePath(pathname: string): string {
  const parts = pathname.split("/");
  for (let i = 1; i < parts.length; i++) {
    if (TOKEN_BEFORE.has(parts[i - 1]) && parts[i]) parts[i] = CENSOR;
  }
  return parts.join("/");
}

/** A URL (absolute or a path) with its credentials censored: userinfo, token-bearing parameters and segments. */
export function sanitizeUrl(value: string): string {
  let url: URL;
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(value);
  try {
    url = new URL(value, "http://relative.invalid");
  } catch {
    return scrubText(value);
  }
  if (url.password) url.password = CENSOR;
  url.pathname = sanitizePath(url.pathname);
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_PARAMS.has(name.toLowerCase())) url.searchParams.set(name, CENSOR);
  }
  const text = decodeURIComponent(url.toString().replaceAll(encodeURIComponent(CENSOR), CENSOR));
  return relative ? text.replace(/^http:\/\/relative\.invalid/, "") : text;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/** Headers as a plain object: the safe ones as sent (a referer's URL sanitized), every other one censored. */
export function sanitizeHeaders(headers: HeaderSource): Record<string, string> {
  const entries: [string, string][] =
    headers instanceof Headers
      ? [...headers.entries()]
      : Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : String(v ?? "")]);
  const out: Record<string, string> = {};
  for (const [rawName, value] of entries) {
    const name = rawName.toLowerCase();
    if (!SAFE_HEADERS.has(name)) out[name] = CENSOR;
    else out[name] = name === "referer" || name === "origin" ? sanitizeUrl(value) : value;
  }
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const PARAM_PATTERN = new RegExp(`([?&;](?:${[...SECRET_PARAMS].map(escapeRegExp).join("|")})=)[^&\\s"'\\\\<>]+`, "gi");
const SEGMENT_PATTERN = new RegExp(`(/(?:${[...TOKEN_BEFORE].map(escapeRegExp).join("|")})/)[^/?#\\s"'\\\\<>]+`, "g");

/** Settings whose value is a secret: wherever such a value shows up in a line, it is censored. */
const SECRET_SETTING = /SECRET|TOKEN|PASSWORD|PRIVATE|API_KEY/;

let knownSecrets: string[] | undefined;

function secretsOfThisProcess(): string[] {
  return (knownSecrets ??= Object.entries(process.env)
    .filter(([name, value]) => SECRET_SETTING.test(name) && typeof value === "string" && value.length >= 8)
    .map(([, value]) => value!)
    // Longest first, so a secret that contains another is censored whole.
    .sort((a, b) => b.length - a.length));
}

/** Forgets the secrets read from the environment (tests that change a secret's value). */
export function forgetKnownSecrets(): void {
  knownSecrets = undefined;
}

/** Free text with credentials censored: what a message, an error or a whole log line may carry by accident. */
export function scrubText(text: string): string {
  let out = text
    .replace(PARAM_PATTERN, `$1${CENSOR}`)
    .replace(SEGMENT_PATTERN, `$1${CENSOR}`)
    .replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/g, `$1 ${CENSOR}`)
    // A URL's password: scheme://user:password@host.
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s"']*:)[^@/\s"']+@/gi, `$1${CENSOR}@`);
  for (const secret of secretsOfThisProcess()) if (out.includes(secret)) out = out.replaceAll(secret, CENSOR);
  return out;
}

/** A request id taken from the caller when it is a sane token (an id, not a payload), else none. */
export function saneRequestId(value: string | null | undefined): string | undefined {
  return value && /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/.test(value) ? value : undefined;
}
