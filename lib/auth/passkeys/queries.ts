import "server-only";
import { desc, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { passkey } from "@/db/schema";

export type PasskeyRow = { id: string; name: string | null; createdAt: Date | null; lastUsedAt: Date | null };

/** A person's passkeys for the security settings, newest first; no key material leaves this module. */
export async function listPasskeys(userId: string): Promise<PasskeyRow[]> {
  return db
    .select({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(desc(passkey.createdAt));
}
