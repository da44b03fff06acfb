"use server";
import { headers as requestHeaders } from "next/headers";
import { z } from "zod";
import { signedInAction } from "@/lib/action";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "@/lib/auth/limits";
import { auth } from "@/lib/auth/server/auth";
import { env } from "@/lib/env";
import { refuseDeletingOnlyOwner } from "@/lib/organization/rules";
import { inAuthTransaction } from "@/lib/organization/transaction";
import { operatorAction } from "./guard";
import { rowId as id } from "./input";
import { BAN_MAX_DAYS, USER_ROLES } from "./roles";
import { sessionTokenOf, userById } from "./users";

/**
 * What an operator does to a user. Each goes through better-auth's admin endpoints (auth.api.*, with the
 * operator's own headers), so the plugin checks the role once more and its hooks write the audit entry
 * (lib/admin/auth-plugin.ts); the one change that has no admin endpoint (the reset mail) is audited here.
 */

const MESSAGES = "admin.users.errors";
type Outcome = { ok: true } | { ok: false; code: string };

async function call(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    const code = (error as { body?: { code?: string } } | null)?.body?.code;
    return { ok: false, code: code ?? "generic" };
  }
}

const password = z.string().min(env.PASSWORD_MIN_LENGTH).max(env.PASSWORD_MAX_LENGTH);
const role = z.enum(USER_ROLES);

export const createUserAction = operatorAction(
  {
    input: z.object({
      email: z.email().max(EMAIL_MAX_LENGTH),
      name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
      password: password.optional().or(z.literal("")),
      role,
    }),
    messages: MESSAGES,
  },
  async (input, { headers }) => {
    let created: string | null = null;
    const outcome = await call(async () => {
      const result = await auth.api.createUser({
        body: { email: input.email.toLowerCase(), name: input.name, password: input.password || undefined, role: input.role },
        headers,
      });
      created = result.user.id;
    });
    if (outcome.ok && created) return { ok: true as const, userId: created as string };
    // Two creations of one address at once both pass the library's check; the later insert fails on the unique
    // address. It is the same refusal as when the user existed before.
    if (!outcome.ok && outcome.code === "generic" && (await (await auth.$context).internalAdapter.findUserByEmail(input.email))) {
      return { ok: false as const, code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" };
    }
    return outcome as { ok: false; code: string };
  },
);

export const setRoleAction = operatorAction(
  { input: z.object({ userId: id, role }), messages: MESSAGES },
  // An operator cannot take their own role away (refused by the endpoint: lib/admin/endpoint-input.ts).
  async (input, { headers }) => call(() => auth.api.setRole({ body: input, headers })),
);

export const banUserAction = operatorAction(
  {
    input: z.object({
      userId: id,
      reason: z.string().trim().max(500),
      /** Days until the ban ends; none: until lifted. */
      days: z.number().int().min(1).max(BAN_MAX_DAYS).optional(),
    }),
    messages: MESSAGES,
  },
  async ({ userId, reason, days }, { headers }) =>
    call(() =>
      auth.api.banUser({
        body: { userId, banReason: reason || undefined, banExpiresIn: days ? days * 86_400 : undefined },
        headers,
      }),
    ),
);

export const unbanUserAction = operatorAction({ input: z.object({ userId: id }), messages: MESSAGES }, async ({ userId }, { headers }) =>
  call(() => auth.api.unbanUser({ body: { userId }, headers })),
);

export const setUserPasswordAction = operatorAction(
  { input: z.object({ userId: id, password }), messages: MESSAGES },
  async ({ userId, password: newPassword }, { headers }) =>
    call(() => auth.api.setUserPassword({ body: { userId, newPassword }, headers })),
);

export const sendResetMailAction = operatorAction(
  { input: z.object({ userId: id }), messages: MESSAGES },
  async ({ userId }, { audit }) => {
    const target = await userById(userId);
    if (!target) return { ok: false, code: "USER_NOT_FOUND" };
    const outcome = await call(() => auth.api.requestPasswordReset({ body: { email: target.email, redirectTo: "/reset-password" } }));
    if (outcome.ok) await audit({ action: "user.reset_mail", targetUserId: target.id, targetLabel: target.email });
    return outcome;
  },
);

export const deleteUserAction = operatorAction({ input: z.object({ userId: id }), messages: MESSAGES }, async ({ userId }, { headers }) =>
  // Every organization with members keeps an owner. The account's own deletion meets this rule in better-auth's
  // beforeDelete, which the admin removal does not run: checked here, in the removal's transaction.
  call(() =>
    inAuthTransaction(auth, async () => {
      await refuseDeletingOnlyOwner(userId);
      await auth.api.removeUser({ body: { userId }, headers });
    }),
  ),
);

export const revokeUserSessionAction = operatorAction(
  { input: z.object({ userId: id, sessionId: id }), messages: MESSAGES },
  async ({ userId, sessionId }, { headers }) => {
    const token = await sessionTokenOf(userId, sessionId);
    if (!token) return { ok: false, code: "SESSION_NOT_FOUND" };
    return call(() => auth.api.revokeUserSession({ body: { sessionToken: token }, headers }));
  },
);

export const revokeUserSessionsAction = operatorAction(
  { input: z.object({ userId: id }), messages: MESSAGES },
  async ({ userId }, { headers }) => call(() => auth.api.revokeUserSessions({ body: { userId }, headers })),
);

/** Signs the operator in as the user (15 minutes at most); the browser then goes to the app's home. */
export const impersonateUserAction = operatorAction(
  { input: z.object({ userId: id }), messages: MESSAGES },
  async ({ userId }, { operator, headers }) => {
    if (userId === operator.id) return { ok: false, code: "CANNOT_IMPERSONATE_YOURSELF" };
    return call(() => auth.api.impersonateUser({ body: { userId }, headers }));
  },
);

/** Ends an impersonation: the operator's own session comes back. Called from the banner, as the impersonated user. */
export const stopImpersonatingAction = signedInAction({ input: z.object({}), messages: MESSAGES }, async (_input, session) => {
  if (!(session.session as { impersonatedBy?: string | null }).impersonatedBy) return { ok: false, code: "NOT_IMPERSONATING" };
  return call(async () => auth.api.stopImpersonating({ headers: await requestHeaders() }));
});
