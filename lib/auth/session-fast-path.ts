import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { parseSessionOutput, parseUserOutput } from "better-auth/db";
import { parseCookies } from "better-call";
import { auth } from "./server";

/**
 * GET /api/auth/get-session is the request every page view makes. When its cookie cache answers it, better-auth
 * still runs its whole pipeline (router, hooks, rate-limit bookkeeping, two WebCrypto key imports) to return
 * what the cookie already says: about two thirds of the request's CPU. This answers exactly that case here (the
 * cache is read as better-auth writes it, with node:crypto's HMAC instead of a WebCrypto key import per
 * request, and the reply goes through better-auth's own output filters), and hands every other case to
 * better-auth: a query
 * string (disableCookieCache, disableRefresh), no or a bad session cookie, a missing, chunked, tampered,
 * outdated or expired cache, or a cache of another session. tests/integration/session-fast-path.test.ts holds
 * the replies of both paths equal.
 */
const PATH = "/api/auth/get-session";

type Setup = { tokenCookie: string; dataCookie: string; secret: string };
let setup: Promise<Setup> | undefined;

const loadSetup = () =>
  (setup ??= auth.$context.then((ctx) => ({
    tokenCookie: ctx.authCookies.sessionToken.name,
    dataCookie: ctx.authCookies.sessionData.name,
    secret: ctx.secret,
  })));

/** better-call's signed cookie: `value.signature`, the signature being the base64 HMAC-SHA256 of the value. */
function unsign(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(value).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

type Stamps = { id: string; createdAt: string; updatedAt: string };
type CachedSession = {
  session: Record<string, unknown> & Stamps & { userId: string; token: string; expiresAt: string };
  user: Record<string, unknown> & Stamps & { email: string; emailVerified: boolean; name: string };
  version?: string;
};

/**
 * better-auth's "compact" cookie cache: base64url of {session, expiresAt, signature}, the signature being the
 * unpadded base64url HMAC-SHA256 of JSON.stringify({...session, expiresAt}). JSON keeps key order, so a cache
 * we signed verifies byte for byte; anything else does not, and goes to better-auth.
 */
function readCache(value: string, secret: string): CachedSession | null {
  let parsed: { session?: unknown; expiresAt?: unknown; signature?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const { session: payload, expiresAt, signature } = parsed ?? {};
  if (typeof expiresAt !== "number" || typeof signature !== "string" || !payload || typeof payload !== "object") return null;
  const expected = createHmac("sha256", secret).update(JSON.stringify({ ...payload, expiresAt })).digest("base64url");
  if (!safeEqual(expected, signature) || expiresAt < Date.now()) return null;
  const cached = payload as Partial<CachedSession>;
  return cached.session && cached.user && typeof cached.session.token === "string" ? (cached as CachedSession) : null;
}

const isHit = (request: Request) => request.method === "GET" && request.url.endsWith(PATH) && new URL(request.url).pathname === PATH;

/** The reply of a cookie-cache hit, or null for better-auth to answer. */
export async function cachedSessionReply(request: Request): Promise<Response | null> {
  if (!isHit(request)) return null;
  const header = request.headers.get("cookie");
  if (!header) return null;
  const { tokenCookie, dataCookie, secret } = await loadSetup();
  const cookies = parseCookies(header);
  const signedToken = cookies.get(tokenCookie);
  const data = cookies.get(dataCookie);
  if (!signedToken || !data) return null;
  // A chunked or repeated cache cookie is read by better-auth's own way.
  if (header.split(dataCookie).length !== 2) return null;
  const token = unsign(signedToken, secret);
  if (!token) return null;
  const cached = readCache(data, secret);
  if (!cached || cached.session.token !== token || (cached.version || "1") !== "1") return null;
  const expiresAt = new Date(cached.session.expiresAt);
  if (!Number.isFinite(expiresAt.getTime()) || expiresAt.getTime() < Date.now()) return null;

  const session = parseSessionOutput(auth.options, {
    ...cached.session,
    expiresAt,
    createdAt: new Date(cached.session.createdAt),
    updatedAt: new Date(cached.session.updatedAt),
  });
  const user = parseUserOutput(auth.options, { ...cached.user, createdAt: new Date(cached.user.createdAt), updatedAt: new Date(cached.user.updatedAt) });
  return new Response(JSON.stringify({ session, user }), {
    status: 200,
    headers: { "content-type": "application/json", "cache-control": "no-store", pragma: "no-cache" },
  });
}
