import "server-only";
import { tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { bodyFields } from "@/lib/auth/internals/request-body";
import { sendAuthMail } from "@/lib/auth/server/mail";
import { baseURL } from "@/lib/env";

const UPDATE_USER = "/admin/update-user";

/** The address an operator's change replaces, read before the endpoint writes the new one (same endpoint context). */
const replaced = new WeakMap<object, string>();

/**
 * An operator who changes a person's address (POST /admin/update-user with `data.email`) tells the earlier one, in
 * the owner's language: an account must not move away from its owner unheard, whoever moved it. Without a way back,
 * unlike a change the owner makes (lib/auth/server/undo-email-change.ts): support changes an address mostly because
 * the owner lost the old one, which may be someone else's by now. As there, an address never verified is told nothing
 * (it may be a stranger's, a typo).
 */
export const operatorAddressNoticePlugin = () =>
  ({
    id: "operator-address-notice",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === UPDATE_USER,
          handler: createAuthMiddleware(async (ctx) => {
            const store = tryGetCurrentAuthEndpointContext();
            const body = bodyFields(ctx);
            const email = (body?.data as { email?: unknown } | undefined)?.email;
            if (!store || typeof body?.userId !== "string" || typeof email !== "string") return;
            const user = await ctx.context.internalAdapter.findUserById(body.userId);
            if (user?.emailVerified && user.email !== email.toLowerCase()) replaced.set(store, user.email);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === UPDATE_USER,
          handler: createAuthMiddleware(async (ctx) => {
            const store = tryGetCurrentAuthEndpointContext();
            const from = store && replaced.get(store);
            if (!store || !from) return;
            replaced.delete(store);
            const returned = ctx.context.returned;
            if (!returned || isAPIError(returned) || (returned instanceof Response && !returned.ok)) return;
            const owner = await ctx.context.internalAdapter.findUserById(String(bodyFields(ctx)?.userId));
            if (!owner || owner.email === from) return;
            await sendAuthMail(
              "emailChangedByOperator",
              { email: from, name: owner.name, locale: (owner as { locale?: number | null }).locale },
              `${baseURL}/sign-in`,
              undefined,
              { newEmail: owner.email },
            );
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
