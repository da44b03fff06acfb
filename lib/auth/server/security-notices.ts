import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { bodyFields } from "@/lib/auth/internals/request-body";
import type { MailKind } from "@/lib/email/templates";
import { baseURL } from "@/lib/env";
import { sendAuthMail, type Recipient } from "./mail";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type AfterHook = NonNullable<NonNullable<BetterAuthPlugin["hooks"]>["after"]>[number];

/** A mail to the signed-in person about a change this request made to how their account is entered. */
export function tellOwner(path: string, kind: MailKind, page: string, when: (ctx: HookContext) => boolean = () => true): AfterHook {
  return {
    matcher: (ctx) => ctx.path === path,
    handler: createAuthMiddleware(async (ctx) => {
      const user = ctx.context.session?.user ?? ctx.context.newSession?.user;
      if (isAPIError(ctx.context.returned) || !user || !when(ctx)) return;
      await sendAuthMail(kind, user, `${baseURL}${page}`, ctx.request);
    }),
  };
}

/** Where a password notice sends someone who did not make the change: the page that mails a reset link. */
const RESET_PAGE = "/forgot-password";

/** The notice of a new password, in case it was not its owner who chose it. */
export function sendPasswordChanged(owner: Recipient, request?: Request | Headers): Promise<void> {
  return sendAuthMail("passwordChanged", owner, `${baseURL}${RESET_PAGE}`, request);
}

/**
 * Its owner hears of every new password of the account: changed in the settings, set by an operator, and reset by a
 * link (the way a first password is set too: emailAndPassword.onPasswordReset in ./auth.ts). Whoever else changed it
 * cannot stop the mail, and the reset it offers ends every session of the account.
 */
export function passwordNoticePlugin(): BetterAuthPlugin {
  return {
    id: "password-notice",
    hooks: {
      after: [
        tellOwner("/change-password", "passwordChanged", RESET_PAGE),
        {
          matcher: (ctx) => ctx.path === "/admin/set-user-password",
          handler: createAuthMiddleware(async (ctx) => {
            const userId = bodyFields(ctx)?.userId;
            if (isAPIError(ctx.context.returned) || typeof userId !== "string") return;
            const owner = await ctx.context.internalAdapter.findUserById(userId);
            // Not the operator's request's language: the owner's own.
            if (owner) await sendPasswordChanged(owner);
          }),
        },
      ],
    },
  };
}
