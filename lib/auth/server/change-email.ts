import "server-only";
import type { BetterAuthPlugin, User } from "better-auth";
import { APIError, createAuthEndpoint, createAuthMiddleware, sensitiveSessionMiddleware } from "better-auth/api";
import { changeEmailTokenTarget, legacyChangeEmailToken, STOCK_CHANGE_EMAIL, VERIFY_EMAIL_PATH } from "@/lib/auth/internals/change-email";
import { issuedBeforeUndo } from "./undo-email-change";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type SendChangeEmail = (data: { user: User; newEmail: string; url: string; token: string }, request?: Request) => Promise<void>;

const CANNOT_UPDATE = { code: "EMAIL_CAN_NOT_BE_UPDATED", message: "Couldn't update your email" };
const INVALID_TOKEN = { code: "INVALID_TOKEN", message: "Invalid token" };

/** Refuses a /verify-email link as better-auth refuses its own: back to its callback with ?error=, or a JSON error. */
function refuseLink(ctx: HookContext, error: { code: string; message: string }): void {
  const callbackURL = typeof ctx.query?.callbackURL === "string" ? ctx.query.callbackURL : undefined;
  if (!callbackURL) throw APIError.from("BAD_REQUEST", error);
  // An untrusted callback is refused by the endpoint's own check.
  if (!ctx.context.isTrustedOrigin(callbackURL, { allowRelativePaths: true })) return;
  const target = new URL(callbackURL, ctx.context.baseURL);
  target.searchParams.set("error", error.code);
  throw ctx.redirect(callbackURL.startsWith("/") ? `${target.pathname}${target.search}${target.hash}` : target.toString());
}

/**
 * The specification's change of address (section 4): one link, mailed to the new address; opening it sets the
 * address, resets emailVerified to false and mails a verification link to the new address.
 *
 * better-auth 1.7 still runs exactly that when /verify-email gets a token that carries `updateTo` without a
 * `requestType` (the "legacy" branch of its handler), but its /change-email no longer issues such tokens: it
 * sends either a typed confirmation to the old address (user.changeEmail.sendChangeEmailConfirmation) or a typed
 * verification that keeps emailVerified as it was, and for unverified users may change the address at once
 * (updateEmailWithoutVerification). None of its options gives the specification's flow, so this plugin
 * replaces the /change-email endpoint (same key, same path, same body and session check) with one that issues
 * the untyped token, and leaves the rest of the flow to better-auth's /verify-email (the reach into better-auth
 * is lib/auth/internals/change-email.ts, with its tripwire).
 *
 * An address that belongs to another user is never taken over: the request answers as for a free address
 * (so it does not reveal who has an account) but mails nothing, and a link whose address was taken in the
 * meantime is refused before better-auth would try to write it; so is a link issued before its account's owner
 * undid a change of address (./undo-email-change.ts).
 */
export const changeEmailPlugin = (options: { sendChangeEmail: SendChangeEmail }) =>
  ({
    id: "spec-change-email",
    endpoints: {
      changeEmail: createAuthEndpoint(
        "/change-email",
        {
          method: "POST",
          body: STOCK_CHANGE_EMAIL.options.body,
          use: [sensitiveSessionMiddleware],
          metadata: STOCK_CHANGE_EMAIL.options.metadata,
        },
        async (ctx) => {
          if (!ctx.context.options.user?.changeEmail?.enabled) {
            throw APIError.from("BAD_REQUEST", { code: "CHANGE_EMAIL_DISABLED", message: "Change email is disabled" });
          }
          const { user } = ctx.context.session;
          const newEmail = ctx.body.newEmail.toLowerCase();
          if (newEmail === user.email.toLowerCase()) {
            throw APIError.from("BAD_REQUEST", { code: "EMAIL_IS_THE_SAME", message: "Email is the same" });
          }
          // Signed either way, so that a taken address costs the same time as a free one.
          const token = await legacyChangeEmailToken(ctx.context.secret, user, newEmail, ctx.context.options.emailVerification?.expiresIn);
          if (await ctx.context.internalAdapter.findUserByEmail(newEmail)) {
            ctx.context.logger.info("Change email attempt for an existing email");
            return ctx.json({ status: true });
          }
          const callbackURL = encodeURIComponent(ctx.body.callbackURL || "/");
          const url = `${ctx.context.baseURL}${VERIFY_EMAIL_PATH}?token=${token}&callbackURL=${callbackURL}`;
          await ctx.context.runInBackgroundOrAwait(options.sendChangeEmail({ user, newEmail, url, token }, ctx.request));
          return ctx.json({ status: true });
        },
      ),
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === VERIFY_EMAIL_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const query = (ctx.query ?? {}) as { token?: unknown };
            if (typeof query.token !== "string") return;
            const change = await changeEmailTokenTarget(query.token, ctx.context.secret);
            if (!change) return;
            const adapter = ctx.context.internalAdapter;
            if (typeof change.userId === "string" && (await issuedBeforeUndo(adapter, change.userId, change.issuedAt))) {
              refuseLink(ctx, INVALID_TOKEN);
            }
            const holder = await adapter.findUserByEmail(change.updateTo);
            // Free, or already this user's own (a link opened twice): better-auth's checks answer.
            if (!holder || holder.user.id === change.userId) return;
            refuseLink(ctx, CANNOT_UPDATE);
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
