import "server-only";
import { and, eq, like } from "drizzle-orm";
import { db } from "@/db/client";
import { verification } from "@/db/schema";
import { TRUSTED_DEVICE_PREFIX } from "@/lib/auth/internals/two-factor";

/**
 * Ends every "trust this device" of a user: the cookies stay in their browsers, but the records they point to are
 * gone, so each asks for the second step again. Called when the person signs out everywhere or changes their
 * password: whoever could have marked a device trusted is shut out with the rest.
 */
export async function forgetTrustedDevices(userId: string): Promise<void> {
  await db.delete(verification).where(and(eq(verification.value, userId), like(verification.identifier, `${TRUSTED_DEVICE_PREFIX}%`)));
}
