import "server-only";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { db, getDb, type Database } from "@/db/client";
import { account, session, user } from "@/db/schema";
import { totalBeforeLimit, withTotal } from "@/lib/counted";

// Reads for the account settings page, for a user whose session the page has already verified. Going to the
// tables directly spares two more session look-ups per page view; no token or secret leaves this module.

/**
 * How many sessions a sessions list shows (the settings page's and the console's): a person has a few, but an
 * API client that signs in again and again can hold hundreds, and each row is a device with its own sign-out.
 * The rest are counted, and the list's "sign out of all" reaches them too.
 */
export const SESSIONS_LISTED = 10;

/** The live sessions the settings page lists, the one in use first and then the newest, and how many are live in all. */
export async function listActiveSessions(userId: string, currentSessionId: string) {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      signInMethod: session.signInMethod,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      total: totalBeforeLimit(),
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(sql`${session.id} = ${currentSessionId}`), desc(session.createdAt), desc(session.id))
    .limit(SESSIONS_LISTED);
  const { rows: sessions, total } = withTotal(rows);
  return { sessions, total };
}

export async function listLinkedAccounts(userId: string) {
  return db
    .select({ id: account.id, providerId: account.providerId, accountId: account.accountId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(asc(account.createdAt));
}

/**
 * A session and its user by the session's token, in one round trip (better-auth's own look-up takes two):
 * the read a page view makes when its session's cookie cache has expired. Prepared once per database.
 */
const prepare = (database: Database) =>
  database
    .select({ session, user })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("session_with_user_by_token");

const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

export async function sessionWithUserByToken(token: string) {
  const database = getDb();
  let query = prepared.get(database);
  if (!query) prepared.set(database, (query = prepare(database)));
  const [row] = await query.execute({ token });
  return row ?? null;
}
