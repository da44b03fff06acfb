import "server-only";
import { count, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { passkey, twoFactor, usedTotpCode, user } from "@/db/schema";
import { forgetTrustedDevices } from "./trusted-devices";

export type SecondFactors = { authenticator: boolean; passkeys: number };

/** What a person has beyond their password: an authenticator app (two-step sign-in on) and how many passkeys. */
export async function secondFactorsOf(userId: string): Promise<SecondFactors> {
  const [[row], [keys]] = await Promise.all([
    db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, userId)).limit(1),
    db.select({ n: count() }).from(passkey).where(eq(passkey.userId, userId)),
  ]);
  return { authenticator: Boolean(row?.on), passkeys: Number(keys?.n ?? 0) };
}

/**
 * Removes every second factor of a person who has lost them (an operator's step): the authenticator app and its
 * backup codes, the passkeys, and every trusted device, in one transaction with two-step sign-in turned off. The
 * password stays, so they sign in with it and set up new ones. Sessions are kept: ending them is its own step.
 */
export async function resetSecondFactors(userId: string): Promise<SecondFactors> {
  const before = await secondFactorsOf(userId);
  await db.transaction(async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.delete(usedTotpCode).where(eq(usedTotpCode.userId, userId));
    await tx.delete(passkey).where(eq(passkey.userId, userId));
    await tx.update(user).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(user.id, userId));
  });
  await forgetTrustedDevices(userId);
  return before;
}
