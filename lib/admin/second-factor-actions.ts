"use server";
import { z } from "zod";
import { sendAuthMail } from "@/lib/auth/server/mail";
import { resetSecondFactors } from "@/lib/auth/two-factor/reset";
import { baseURL } from "@/lib/env";
import { operatorAction } from "./guard";
import { rowId as id } from "./input";
import { userById } from "./users";

/**
 * An operator resets a user's second factors (someone who lost their phone and their backup codes): audited, and
 * the user is told by mail, in case it was not them who asked.
 */
export const resetSecondFactorsAction = operatorAction(
  { input: z.object({ userId: id }), messages: "admin.users.errors" },
  async ({ userId }, { audit }) => {
    const target = await userById(userId);
    if (!target) return { ok: false, code: "USER_NOT_FOUND" };
    const removed = await resetSecondFactors(userId);
    await audit({ action: "user.reset_second_factors", targetUserId: target.id, targetLabel: target.email, data: removed });
    await sendAuthMail("secondFactorsReset", target, `${baseURL}/settings/security`);
    return { ok: true };
  },
);
