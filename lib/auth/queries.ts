import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import { db } from "@/db/client";
import { account, session } from "@/db/schema";

/**
 * Reads for the account settings page, for a user whose session the page has already verified. Going to the
 * tables directly spares two more session look-ups per page view; no token or secret leaves this module.
 */
export async function listActiveSessions(userId: string) {
  return db
    .select({ id: session.id, token: session.token, userAgent: session.userAgent, ipAddress: session.ipAddress, createdAt: session.createdAt, expiresAt: session.expiresAt })
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
