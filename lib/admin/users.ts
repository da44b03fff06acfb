import "server-only";
import { and, desc, eq, gt, ne, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { account, member, organization, session, user } from "@/db/schema";
import { SESSIONS_LISTED } from "@/lib/auth/server/queries";
import { totalBeforeLimit, withTotal } from "@/lib/counted";
import { keysetPage, type KeysetCursor } from "@/lib/keyset";
import { likePrefix, searchText } from "./input";

/** The console's reads of users. Nothing here writes; changes go through better-auth (lib/admin/user-actions.ts). */

export const USERS_PAGE = 25;
export const USER_FILTERS = ["all", "operators", "banned", "unverified"] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

function filterCondition(filter: UserFilter): SQL | undefined {
  // Written as the partial indexes' predicates (db/schema/auth.ts), so the planner uses them.
  if (filter === "operators") return ne(user.role, "user");
  if (filter === "banned") return sql`${user.banned}`;
  if (filter === "unverified") return eq(user.emailVerified, false);
  return undefined;
}

/**
 * One page of users, newest first, keyset-paginated on (created_at, id) so a deep page costs what the first
 * does. `query` matches the start of the e-mail or of the name (case-insensitive; both indexed), or the exact id.
 */
export async function listUsersPage(options: { query?: string; filter?: UserFilter; after?: KeysetCursor; size?: number }) {
  const query = searchText(options.query);
  const search = query
    ? or(sql`${user.email} like ${likePrefix(query)}`, sql`lower(${user.name}) like ${likePrefix(query)}`, eq(user.id, query))
    : undefined;
  return keysetPage(
    { time: user.createdAt, id: user.id, order: "desc", after: options.after, size: options.size ?? USERS_PAGE },
    (keyset) =>
      db
        .select({
          id: user.id,
          name: user.name,
          email: user.email,
          image: user.image,
          emailVerified: user.emailVerified,
          role: user.role,
          banned: user.banned,
          banExpires: user.banExpires,
          createdAt: user.createdAt,
          ...keyset.cursor,
        })
        .from(user)
        .where(and(search, filterCondition(options.filter ?? "all"), keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
  );
}

export type UserListRow = Awaited<ReturnType<typeof listUsersPage>>["rows"][number];

/** Everything the user page shows, read in parallel: the sessions used last (SESSIONS_LISTED) and how many are live. */
export async function userDetail(userId: string) {
  const [found] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
  if (!found) return null;
  const [accounts, sessions, memberships] = await Promise.all([
    db
      .select({ id: account.id, providerId: account.providerId, accountId: account.accountId, createdAt: account.createdAt })
      .from(account)
      .where(eq(account.userId, userId))
      .orderBy(account.createdAt),
    db
      .select({
        id: session.id,
        userAgent: session.userAgent,
        ipAddress: session.ipAddress,
        createdAt: session.createdAt,
        updatedAt: session.updatedAt,
        expiresAt: session.expiresAt,
        impersonatedBy: session.impersonatedBy,
        signInMethod: session.signInMethod,
        total: totalBeforeLimit(),
      })
      .from(session)
      .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
      .orderBy(desc(session.updatedAt), desc(session.id))
      .limit(SESSIONS_LISTED)
      .then(withTotal),
    db
      .select({
        organizationId: organization.id,
        name: organization.name,
        slug: organization.slug,
        role: member.role,
        joinedAt: member.createdAt,
      })
      .from(member)
      .innerJoin(organization, eq(organization.id, member.organizationId))
      .where(eq(member.userId, userId))
      .orderBy(member.createdAt),
  ]);
  return { user: found, accounts, sessions: sessions.rows, sessionsTotal: sessions.total, memberships };
}

export type UserDetail = NonNullable<Awaited<ReturnType<typeof userDetail>>>;

/** A session's token by its id and user (the browser only ever sees ids), for revoking it through better-auth. */
export async function sessionTokenOf(userId: string, sessionId: string) {
  const [row] = await db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .limit(1);
  return row?.token ?? null;
}

export async function userById(userId: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name, role: user.role, locale: user.locale })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}
