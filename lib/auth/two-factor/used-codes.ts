import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { usedTotpCode } from "@/db/schema";

/** How long a code counts as used: its own 30-second step and the step either side the plugin also accepts. */
const WINDOW_SECONDS = 90;

const cutoff = () => new Date(Date.now() - WINDOW_SECONDS * 1000);

/** Whether this code of this user was already accepted within its window. */
export async function wasUsed(userId: string, code: string): Promise<boolean> {
  const rows = await db
    .select({ userId: usedTotpCode.userId })
    .from(usedTotpCode)
    .where(and(eq(usedTotpCode.userId, userId), eq(usedTotpCode.code, code), gt(usedTotpCode.usedAt, cutoff())))
    .limit(1);
  return rows.length > 0;
}

/**
 * Records an accepted code; false when another request recorded the same code within its window first (two
 * requests raced with one code: only one may win). A record past its window is taken over.
 */
export async function recordUse(userId: string, code: string): Promise<boolean> {
  const won = await db
    .insert(usedTotpCode)
    .values({ userId, code, usedAt: new Date() })
    .onConflictDoUpdate({
      target: [usedTotpCode.userId, usedTotpCode.code],
      set: { usedAt: new Date() },
      setWhere: sql`${usedTotpCode.usedAt} <= ${cutoff()}`,
    })
    .returning({ userId: usedTotpCode.userId });
  return won.length > 0;
}
