import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";

/**
 * Failed password sign-ins counted per account (per address, registered or not, so that the throttle itself
 * tells nobody which addresses exist), whatever client address they come from. From the THRESHOLD-th failure
 * in a row, each further attempt waits: 1 minute, then 2, 4, … up to an hour, counted from the last failure.
 * One account attacked from 120 addresses thus gets about 10 guesses in the first minutes and a few dozen a day.
 * A successful sign-in or a password reset clears the count; failures older than RESET_AFTER are forgotten.
 * Kept in the rate_limit table (key `account-sign-in|<sha256 of the address>`), shared by every instance.
 */
export const THRESHOLD = 10;
const FIRST_PAUSE_MS = 60_000;
const LONGEST_PAUSE_MS = 60 * 60_000;
const RESET_AFTER_MS = 24 * 60 * 60_000;

/** The rate_limit key of an address's failures. */
export const keyOf = (email: string) => `account-sign-in|${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;

/** How long the n-th consecutive failure makes the next attempt wait. */
export function pauseAfter(failures: number): number {
  if (failures < THRESHOLD) return 0;
  return Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (failures - THRESHOLD));
}

/**
 * Seconds until this address may try a password again (0 when it may now), and whether any failure is on record
 * (when none is, a success has nothing to clear).
 */
export async function pauseOf(email: string): Promise<{ seconds: number; onRecord: boolean }> {
  const result = await db.execute<{ count: number; last_request: string }>(
    sql`select count, last_request::text from rate_limit where key = ${keyOf(email)}`,
  );
  const row = result.rows[0];
  if (!row) return { seconds: 0, onRecord: false };
  const since = Date.now() - Number(row.last_request);
  if (since >= RESET_AFTER_MS) return { seconds: 0, onRecord: true };
  const wait = pauseAfter(Number(row.count)) - since;
  return { seconds: wait > 0 ? Math.ceil(wait / 1000) : 0, onRecord: true };
}

/** Counts a failed attempt in one statement; returns the number of failures in a row, this one included. */
export async function recordFailure(email: string): Promise<number> {
  const now = Date.now();
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limit (id, key, count, last_request) values (${randomUUID()}, ${keyOf(email)}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${now - RESET_AFTER_MS} then 1 else rate_limit.count + 1 end,
      last_request = ${now}
    returning count`);
  return Number(result.rows[0]!.count);
}

export async function clearFailures(email: string): Promise<void> {
  await db.execute(sql`delete from rate_limit where key = ${keyOf(email)}`);
}
