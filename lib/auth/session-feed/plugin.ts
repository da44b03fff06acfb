import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { setCookieCache } from "better-auth/cookies";
import { asIfStartedNow, pinRequestStart } from "./cache-version";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const READ_ONLY = new Set(["GET", "HEAD"]);
/** Links opened from a mail change the account by GET: e-mail verification and the change-email confirmation. */
const CHANGING_LINKS = new Set(["/verify-email"]);

/** A call that changes something: over HTTP by its method, from server code (auth.api.*) by having a body. */
function changesState(ctx: HookContext): boolean {
  if (ctx.path && CHANGING_LINKS.has(ctx.path)) return true;
  const method = ctx.request?.method ?? (ctx as { method?: string }).method;
  return method ? !READ_ONLY.has(method.toUpperCase()) : ctx.body !== undefined;
}

function cookieHeaderWithout(header: string, name: string): string {
  return header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${name}=`) && !part.startsWith(`${name}.`))
    .join("; ");
}

/**
 * A state-changing call never trusts the cookie cache: the caller's session is read from the database, so a
 * session ended a moment ago on another instance cannot change anything (a read costs less than a wrong write).
 */
async function authoritativeForChanges(ctx: HookContext) {
  if (!changesState(ctx) || !ctx.headers) return;
  const dataCookie = ctx.context.authCookies.sessionData.name;
  const header = ctx.headers.get("cookie");
  if (!header || !header.includes(dataCookie)) return;
  ctx.context.session = null; // a hook before this one may have read it from the cache
  return { context: { headers: new Headers({ cookie: cookieHeaderWithout(header, dataCookie) }) } };
}

const EXPIRED = /max-age=0(;|$)/i;

/**
 * Calls whose new session's cache better-auth writes from the session it has just created and the user it read
 * after the call's pin (pinRequestStart), stamped as of that pin: already what the database holds, or doubtful
 * if a change was heard meanwhile. Reading both again would cost every password sign-in two statements.
 */
const CACHE_WRITTEN_FROM_THE_CALL = new Set(["/sign-in/email"]);

/** The reply's Set-Cookie lines so far for the cookie `name`, in order. */
function cookieLines(ctx: HookContext, name: string): string[] {
  return (ctx.context.responseHeaders?.getSetCookie() ?? []).filter((line) => line.startsWith(`${name}=`));
}

/** The session token a Set-Cookie line of the reply so far writes (a new session), if any. */
function writtenToken(ctx: HookContext, name: string): string | null {
  const line = cookieLines(ctx, name).findLast((l) => !EXPIRED.test(l));
  if (!line) return null;
  const signed = decodeURIComponent(line.slice(name.length + 1).split(";")[0]);
  const dot = signed.lastIndexOf(".");
  return dot > 0 ? signed.slice(0, dot) : null;
}

function expiresCookie(ctx: HookContext, name: string): boolean {
  return cookieLines(ctx, name).some((line) => EXPIRED.test(line));
}

/** Whether the reply so far sets the cookie (or, split in chunks, its first one) to a value. */
function writesCookie(ctx: HookContext, name: string): boolean {
  return [...cookieLines(ctx, name), ...cookieLines(ctx, `${name}.0`)].some((line) => !EXPIRED.test(line));
}

function dropSetCookie(headers: Headers | undefined, name: string) {
  if (!headers) return;
  const lines = headers.getSetCookie();
  const kept = lines.filter((line) => !line.startsWith(`${name}=`) && !line.startsWith(`${name}.`));
  if (kept.length === lines.length) return;
  headers.delete("set-cookie");
  for (const line of kept) headers.append("set-cookie", line);
}

/**
 * After a call that may have changed the caller's own session or user (active organization or team, profile,
 * e-mail), the reply carries a cache cookie of the session as the database now holds it, written by
 * better-auth's own setCookieCache, exactly as get-session would on a cache miss: the caller's next
 * get-session agrees with the database on whichever instance it lands.
 */
async function freshCacheAfterChange(ctx: HookContext) {
  if (!changesState(ctx)) return;
  const returned: unknown = ctx.context.returned;
  if (isAPIError(returned) && !(returned.statusCode >= 300 && returned.statusCode < 400)) return;
  const { sessionToken, sessionData, dontRememberToken } = ctx.context.authCookies;
  if (expiresCookie(ctx, sessionToken.name)) return; // signed out: no cache
  // The session the caller holds after this reply: a new one (sign-in, a new session after a password change)
  // or the one it came with. Any cache written earlier in the call (from the session as it was when the call
  // started) is replaced by one read now; a password sign-in's own cache is already that (CACHE_WRITTEN_FROM_THE_CALL).
  const written = writtenToken(ctx, sessionToken.name);
  if (written && CACHE_WRITTEN_FROM_THE_CALL.has(ctx.path ?? "") && writesCookie(ctx, sessionData.name)) return;
  const token = written ?? (await ctx.getSignedCookie(sessionToken.name, ctx.context.secret));
  if (!token) return;
  const dontRemember = await ctx.getSignedCookie(dontRememberToken.name, ctx.context.secret);
  await asIfStartedNow(async () => {
    const fresh = await ctx.context.internalAdapter.findSession(token);
    if (!fresh || fresh.session.expiresAt < new Date()) return;
    dropSetCookie(ctx.context.responseHeaders, sessionData.name);
    await setCookieCache(ctx, fresh, Boolean(dontRemember));
  });
}

/** The change feed's part of every better-auth call (lib/auth/session-feed/). */
export const sessionFeedPlugin = () =>
  ({
    id: "session-change-feed",
    hooks: {
      before: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            await pinRequestStart();
            return authoritativeForChanges(ctx);
          }),
        },
      ],
      after: [{ matcher: () => true, handler: createAuthMiddleware(freshCacheAfterChange) }],
    },
  }) satisfies BetterAuthPlugin;
