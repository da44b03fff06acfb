import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { account, passkey, session, twoFactor, user } from "@/db/schema";

/**
 * The session's sign-in and last confirmation, from the database (the system of record: a cookie cache or Redis
 * copy does not carry these columns).
 */
export async function verificationOf(
  sessionId: string,
): Promise<{ createdAt: Date; verifiedAt: Date | null; impersonatedBy: string | null } | null> {
  const [row] = await db
    .select({ createdAt: session.createdAt, verifiedAt: session.verifiedAt, impersonatedBy: session.impersonatedBy })
    .from(session)
    .where(eq(session.id, sessionId))
    .limit(1);
  return row ?? null;
}

export async function markVerified(sessionId: string): Promise<void> {
  await db.update(session).set({ verifiedAt: new Date() }).where(eq(session.id, sessionId));
}

/** What a person can confirm it's them with: a password, an authenticator app (or its backup codes), passkeys. */
export async function confirmationMethods(userId: string): Promise<{ password: boolean; totp: boolean; passkey: boolean }> {
  const [row] = await db
    .select({
      password: db.$count(account, and(eq(account.userId, userId), eq(account.providerId, "credential"))),
      totp: user.twoFactorEnabled,
      passkeys: db.$count(passkey, eq(passkey.userId, userId)),
      secrets: db.$count(twoFactor, eq(twoFactor.userId, userId)),
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) return { password: false, totp: false, passkey: false };
  return { password: row.password > 0, totp: Boolean(row.totp) && row.secrets > 0, passkey: row.passkeys > 0 };
}

export type StoredPasskey = { id: string; credentialID: string; publicKey: string; counter: number; transports: string | null };

export async function passkeysOf(userId: string): Promise<StoredPasskey[]> {
  return db
    .select({
      id: passkey.id,
      credentialID: passkey.credentialID,
      publicKey: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports,
    })
    .from(passkey)
    .where(eq(passkey.userId, userId));
}

export async function recordPasskeyUse(id: string, counter: number): Promise<void> {
  await db.update(passkey).set({ counter, lastUsedAt: new Date() }).where(eq(passkey.id, id));
}
