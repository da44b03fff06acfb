import "server-only";
import { getAuthTables } from "@better-auth/core/db";
import { parseSessionOutput, parseUserOutput } from "better-auth/db";
import { parseCookies } from "better-call";
import { sessionWithUserByToken } from "@/lib/auth/server/queries";
import { auth } from "@/lib/auth/server/auth";
import { cacheCookieLine, expiredCacheLine, type CachedSession } from "@/lib/auth/internals/session-cookie";
import { verifiedCache, verifiedToken } from "./verified-cookies";
import { versionSince } from "@/lib/auth/session-feed/cache-version";
import { sessionFeed } from "@/lib/auth/session-feed/feed";

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
 * holds the replies of both paths equal. A cache is trusted here exactly when better-auth would trust it:
 * when its version is the change feed's current stamp for its session and user (lib/auth/session-feed/).
 */
const PATH = "/api/auth/get-session";
const BYPASS_CACHE = "?disableCookieCache=true";

async function loadSetup() {
  const ctx = await auth.$context;
  return {
    tokenCookie: ctx.authCookies.sessionToken.name,
    dataCookie: ctx.authCookies.sessionData.name,
    cacheCookie: { ...ctx.authCookies.sessionData, secret: ctx.secret, logger: ctx.logger },
    dontRememberCookie: ctx.authCookies.dontRememberToken.name,
    secret: ctx.secret,
    expiresIn: ctx.sessionConfig.expiresIn,
    updateAge: ctx.sessionConfig.updateAge,
    tables: getAuthTables(auth.options),
  };
}

let setup: ReturnType<typeof loadSetup> | undefined;

const json = (body: string, setCookies: string[] = []) => {
  const headers = new Headers({ "content-type": "application/json", "cache-control": "no-store", pragma: "no-cache" });
  for (const cookie of setCookies) headers.append("set-cookie", cookie);
  return new Response(body, { status: 200, headers });
};

/** A cache's reply: better-auth's output filters applied once, and the reply's body written once. */
type CacheOutput = { session: Record<string, unknown>; user: Record<string, unknown>; body: string };

function cacheOutput(cached: CachedSession): CacheOutput {
  // better-auth's output filters, as its get-session applies them to a cache; dates stay the JSON strings the
  // reply would carry.
  const session = parseSessionOutput(auth.options, cached.session as never) as Record<string, unknown>;
  const user = parseUserOutput(auth.options, cached.user as never) as Record<string, unknown>;
  return { session, user, body: JSON.stringify({ session, user }) };
}

type Found =
  | { from: "nobody" }
  | ({ from: "cache" } & CacheOutput)
  | {
      from: "database";
      session: Record<string, unknown> & { expiresAt: Date };
      user: Record<string, unknown>;
      hadCache: boolean;
      version: string;
    };

/**
 * The session the cookies name, in the cases answered here: no valid session cookie ("nobody"), a valid cache
 * of that session (unless `useCache` is false), or a live session in the database. Null: better-auth decides.
 */
async function findSession(header: string, useCache: boolean): Promise<Found | null> {
  const s = await (setup ??= loadSetup());
  const cookies = parseCookies(header);
  const signedToken = cookies.get(s.tokenCookie);
  const token = signedToken ? verifiedToken(signedToken, s.secret) : null;
  if (!token) return { from: "nobody" };
  if (cookies.has(s.dontRememberCookie)) return null;
  if (header.split(s.dataCookie).length > 2) return null; // a chunked or repeated cache: better-auth's own way
  const data = cookies.get(s.dataCookie);
  const feed = sessionFeed();
  await feed.ready();
  // Before anything is read: a change heard after this may postdate what is read below.
  const since = feed.position();
  if (useCache && data) {
    const read = verifiedCache(data, s.secret, cacheOutput);
    if (read && read.expiresAt >= Date.now() && (await isLiveCacheOf(read.cached, token, since))) {
      return { from: "cache", ...read.output };
    }
  }
  const row = await sessionWithUserByToken(token);
  // Unknown or expired: better-auth clears the cookies and removes the expired session.
  if (!row || row.session.expiresAt.getTime() < Date.now()) return null;
  return {
    from: "database",
    session: parseSessionOutput(auth.options, asModel(s.tables.session.fields, row.session) as typeof row.session),
    user: parseUserOutput(auth.options, asModel(s.tables.user.fields, row.user) as typeof row.user),
    hadCache: useCache && data !== undefined,
    version: await versionSince(token, row.user.id, since),
  };
}

/** GET /api/auth/get-session's reply, or null for better-auth to answer. */
export async function fastSessionReply(request: Request): Promise<Response | null> {
  if (request.method !== "GET") return null;
  const url = request.url;
  const bypass = url.endsWith(BYPASS_CACHE);
  const path = bypass ? url.slice(0, -BYPASS_CACHE.length) : url;
  if (!path.endsWith(PATH) || path.includes("?")) return null;
  const header = request.headers.get("cookie");
  const found = header ? await findSession(header, !bypass) : null;
  if (!found || found.from === "nobody") return null;
  if (found.from === "cache") return json(found.body);
  const s = await (setup ??= loadSetup());
  // Due for its extension (a write and a new session cookie): better-auth's part.
  if (found.session.expiresAt.getTime() - s.expiresIn * 1000 + s.updateAge * 1000 <= Date.now()) return null;
  // findSession's session and user already went through better-auth's output filters, which better-auth
  // applies again here to the same effect.
  const line = cacheCookieLine(s.cacheCookie, found.session, found.user, found.version);
  if (!line) return null; // better-auth would split it into chunks
  // better-auth expires a cache it could not use before it writes the new one.
  const cookies = found.hadCache ? [expiredCacheLine(s.cacheCookie), line] : [line];
  return json(JSON.stringify({ session: found.session, user: found.user }), cookies);
}

/**
 * What auth.api.getSession({ headers, query: { disableRefresh: true, disableCookieCache: !useCache } }) returns
 * to a server component, or undefined for better-auth to answer. A server component cannot set cookies, so
 * nothing is refreshed or written here either.
 */
export async function fastServerSession(
  requestHeaders: Headers,
  useCache: boolean,
): Promise<{ session: Record<string, unknown>; user: Record<string, unknown> } | null | undefined> {
  const header = requestHeaders.get("cookie");
  if (!header) return null;
  const found = await findSession(header, useCache);
  if (!found) return undefined;
  if (found.from === "nobody") return null;
  if (found.from === "database") return { session: found.session, user: found.user };
  const { session, user } = found;
  return {
    session: {
      ...session,
      expiresAt: new Date(session.expiresAt as string),
      createdAt: new Date(session.createdAt as string),
      updatedAt: new Date(session.updatedAt as string),
    },
    user: { ...user, createdAt: new Date(user.createdAt as string), updatedAt: new Date(user.updatedAt as string) },
  };
}

async function isLiveCacheOf(cached: CachedSession, token: string, since: number) {
  const expiresAt = new Date(cached.session.expiresAt).getTime();
  if (cached.session.token !== token || !Number.isFinite(expiresAt) || expiresAt < Date.now()) return false;
  return (cached.version || "1") === (await versionSince(token, cached.user.id, since));
}

/** A row as better-auth's adapter returns it: its schema's fields in order, then the id. */
function asModel(fields: Record<string, { fieldName?: string }>, row: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) out[key] = row[field.fieldName || key];
  out.id = row.id;
  return out;
}
