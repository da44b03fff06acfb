import "server-only";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { db, getDb, type Database } from "@/db/client";
import { account, session, user } from "@/db/schema";

/**
 * Reads for the account settings page, for a user whose session the page has already verified. Going to the
 * tables directly spares two more session look-ups per page view; no token or secret leaves this module.
 */
export async function listActiveSessions(userId: string) {
  return db
    .select({
      id: session.id,
      token: session.token,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      signInMethod: session.signInMethod,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(asc(session.createdAt));
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
