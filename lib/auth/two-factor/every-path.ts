import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { guardedByPlugin, passwordSecondStepHook } from "@/lib/auth/internals/two-factor";
import { isSignInPath } from "@/lib/auth/sign-in-paths";
import { baseURL } from "@/lib/env";
import { isSafeReturnAddress } from "@/lib/auth/http/safe-path";

/** The page of the second step, and where it sends the person once it is given. */
export function secondStepAddress(returnTo: string): string {
  return `${baseURL}/two-factor?callbackURL=${encodeURIComponent(returnTo)}`;
}

/** The path (with query) of a redirect of ours, or "/" for anything else. */
function localPath(location: string): string {
  try {
    const url = new URL(location, baseURL);
    const path = `${url.pathname}${url.search}`;
    return url.origin === new URL(baseURL).origin && isSafeReturnAddress(path) ? path : "/";
  } catch {
    return "/";
  }
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type AfterHook = NonNullable<NonNullable<BetterAuthPlugin["hooks"]>["after"]>[number];
type HookResult = { headers?: Headers | null; response?: unknown };

/**
 * Whether this new session must wait for a second step, and where its redirect was going (null: a JSON reply).
 * The verification link opened in a browser already signed in as this person only refreshes that session.
 */
const pendingStep = createAuthMiddleware(async (ctx: HookContext) => {
  const started = ctx.context.newSession;
  if (!(started?.user as { twoFactorEnabled?: boolean } | undefined)?.twoFactorEnabled || guardedByPlugin(ctx)) return null;
  const current = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (current && current === started!.session.token) return null;
  const returned = ctx.context.returned;
  return { location: isAPIError(returned) ? ((returned.headers as Headers | undefined)?.get("location") ?? null) : null };
});

/**
 * The hook's own work is done unwrapped: it hands on the plugin's reply (its cookies and body) as the plugin's
 * hook would for a password, and only a redirect is pointed at the second step's page instead.
 */
async function secondStep(context: HookContext): Promise<HookResult> {
  const { response: pending } = (await pendingStep(context)) as unknown as { response: { location: string | null } | null };
  if (!pending) return {};
  const reply = (await passwordSecondStepHook(context).handler(context)) as HookResult;
  // A trusted device (the session stands, its trust renewed) or a JSON reply ({ twoFactorRedirect: true }).
  if (context.context.newSession || !pending.location) return reply;
  // The step's cookies (the session's ended, the challenge's set) travel with the redirect to its page.
  const headers = new Headers(reply.headers ?? undefined);
  headers.set("location", secondStepAddress(localPath(pending.location)));
  return { response: new APIError("FOUND", undefined, headers), headers };
}

/**
 * Two-step sign-in on every way in. better-auth's two-factor plugin asks for the second factor after a password
 * sign-in only; a magic link, a social provider, generic OpenID Connect, the verification mail's sign-in and any
 * later way would hand out a session without it. After each of those, when the new session's user has two-step
 * sign-in on, the plugin's own step runs as it does for a password (the session ends before it is used, the
 * challenge starts, a trusted device passes): a JSON reply becomes `{ twoFactorRedirect: true }`, a redirect goes
 * to the second step's page, which then leads where the redirect was going. A passkey sign-in is not among these:
 * it proves possession and the person's presence, both factors at once.
 */
export function secondStepEverywherePlugin(): BetterAuthPlugin {
  return {
    id: "second-step-everywhere",
    hooks: {
      after: [
        {
          matcher: (ctx) => isSignInPath(ctx.path) && !ctx.path?.startsWith("/sign-up/"),
          handler: secondStep as unknown as AfterHook["handler"],
        },
      ],
    },
  };
}
