import "server-only";
import { getAuthTables } from "@better-auth/core/db";
import { parseSessionOutput, parseUserOutput } from "better-auth/db";
import { parseCookies, serializeCookie } from "better-call";
import { sessionWithUserByToken } from "./queries";
import { auth } from "./server";
import { readCache, unsign, writeCache, type CachedSession } from "./session-cache-cookie";

/**
 * GET /api/auth/get-session is the request every page view makes, and better-auth runs its whole pipeline for
 * it (router, hooks, rate-limit bookkeeping, WebCrypto key imports, two queries): most of the request's CPU.
 * The two ordinary cases are answered here instead, with better-auth's own output filters and cookie format:
 *  - the cookie cache is valid: its session, without touching the database;
 *  - the cache is missing, expired or of another session (or bypassed with ?disableCookieCache=true): the
 *    session and user in one query, and a fresh cache cookie, when the session is live and not due for its
 *    daily extension.
 * Everything else goes to better-auth: no or a bad session cookie, "don't remember me" sessions, a chunked
 * cache, any other query, an unknown, expired or due session. tests/integration/session-fast-path.test.ts
 * holds the replies of both paths equal.
 */
const PATH = "/api/auth/get-session";
const BYPASS_CACHE = "?disableCookieCache=true";

async function loadSetup() {
  const ctx = await auth.$context;
  return {
    tokenCookie: ctx.authCookies.sessionToken.name,
    dataCookie: ctx.authCookies.sessionData.name,
    dataAttributes: ctx.authCookies.sessionData.attributes,
    dontRememberCookie: ctx.authCookies.dontRememberToken.name,
    secret: ctx.secret,
    expiresIn: ctx.sessionConfig.expiresIn,
    updateAge: ctx.sessionConfig.updateAge,
    tables: getAuthTables(auth.options),
    hidden: { session: hiddenFields("session"), user: hiddenFields("user") },
  };
}

let setup: ReturnType<typeof loadSetup> | undefined;
type Setup = Awaited<ReturnType<typeof loadSetup>>;

/** The fields better-auth leaves out of its replies (returned: false), gathered as its output filter does. */
function hiddenFields(model: "session" | "user"): Set<string> {
  const options = auth.options as { plugins?: { schema?: Record<string, { fields?: Record<string, unknown> }> }[] } & Record<string, unknown>;
  const fields: Record<string, unknown> = {
    ...getAuthTables(auth.options)[model]?.fields,
    ...(options[model] as { additionalFields?: Record<string, unknown> } | undefined)?.additionalFields,
  };
  for (const plugin of options.plugins ?? []) Object.assign(fields, plugin.schema?.[model]?.fields);
  return new Set(Object.entries(fields).filter(([, f]) => (f as { returned?: boolean }).returned === false).map(([k]) => k));
}

/** A copy without the hidden fields. The cache holds dates as their JSON strings already, as the reply does. */
function visible(data: Record<string, unknown>, hidden: Set<string>) {
  if (hidden.size === 0) return data;
  const out: Record<string, unknown> = {};
  for (const key in data) if (!hidden.has(key)) out[key] = data[key];
  return out;
}
const json = (body: unknown, setCookies: string[] = []) => {
  const headers = new Headers({ "content-type": "application/json", "cache-control": "no-store", pragma: "no-cache" });
  for (const cookie of setCookies) headers.append("set-cookie", cookie);
  return new Response(JSON.stringify(body), { status: 200, headers });
};

/** The reply, or null for better-auth to answer. */
export async function fastSessionReply(request: Request): Promise<Response | null> {
  if (request.method !== "GET") return null;
  const url = request.url;
  const bypass = url.endsWith(BYPASS_CACHE);
  const path = bypass ? url.slice(0, -BYPASS_CACHE.length) : url;
  if (!path.endsWith(PATH) || path.includes("?")) return null;
  const header = request.headers.get("cookie");
  if (!header) return null;
  const s = await (setup ??= loadSetup());
  const cookies = parseCookies(header);
  const signedToken = cookies.get(s.tokenCookie);
  const token = signedToken ? unsign(signedToken, s.secret) : null;
  if (!token || cookies.has(s.dontRememberCookie)) return null;
  const dataMentions = header.split(s.dataCookie).length - 1;
  if (dataMentions > 1) return null; // chunked or repeated: better-auth's own way
  const data = cookies.get(s.dataCookie);
  if (!bypass && data) {
    const read = readCache(data, s.secret);
    const hit = read && read.expiresAt >= Date.now() && isLiveCacheOf(read.cached, token);
    if (hit) return json({ session: visible(read.cached.session, s.hidden.session), user: visible(read.cached.user, s.hidden.user) });
  }
  // better-auth expires a cache it could not use before it writes the new one.
  return fromDatabase(s, token, !bypass && data !== undefined);
}

function isLiveCacheOf(cached: CachedSession, token: string) {
  const expiresAt = new Date(cached.session.expiresAt).getTime();
  return cached.session.token === token && (cached.version || "1") === "1" && Number.isFinite(expiresAt) && expiresAt >= Date.now();
}

/** A row as better-auth's adapter returns it: its schema's fields in order, then the id. */
function asModel(fields: Record<string, { fieldName?: string }>, row: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) out[key] = row[field.fieldName || key];
  out.id = row.id;
  return out;
}

async function fromDatabase(s: Setup, token: string, expireOldCache: boolean): Promise<Response | null> {
  const row = await sessionWithUserByToken(token);
  if (!row) return null;
  const session = parseSessionOutput(auth.options, asModel(s.tables.session.fields, row.session) as typeof row.session);
  const user = parseUserOutput(auth.options, asModel(s.tables.user.fields, row.user) as typeof row.user);
  const expiresAt = row.session.expiresAt.getTime();
  // Expired, or due for its extension (a write): better-auth's part.
  if (expiresAt < Date.now() || expiresAt - s.expiresIn * 1000 + s.updateAge * 1000 <= Date.now()) return null;
  const maxAge = s.dataAttributes.maxAge || 60;
  const value = writeCache(session, parseUserOutput(auth.options, user), s.secret, maxAge);
  if (value.length > 3800) return null; // would be chunked
  const cookies = [serializeCookie(s.dataCookie, value, { ...s.dataAttributes, maxAge: s.dataAttributes.maxAge })];
  if (expireOldCache) cookies.unshift(serializeCookie(s.dataCookie, "", { ...s.dataAttributes, maxAge: 0 }));
  return json({ session: parseSessionOutput(auth.options, session), user: parseUserOutput(auth.options, user) }, cookies);
}
