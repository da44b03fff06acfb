import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { OPERATOR_ROLE } from "./roles";

/** The console's front page figures, in one round trip. */
export async function overviewFigures() {
  const result = await db.execute<{
    users: number;
    new_users: number;
    operators: number;
    banned: number;
    organizations: number;
    sessions: number;
  }>(sql`
    select
      (select count(*)::int from "user") as users,
      (select count(*)::int from "user" where created_at > now() - interval '7 days') as new_users,
      (select count(*)::int from "user" where role = ${OPERATOR_ROLE}) as operators,
      (select count(*)::int from "user" where banned) as banned,
      (select count(*)::int from organization) as organizations,
      (select count(*)::int from session where expires_at > now()) as sessions
  `);
  const row = result.rows[0];
  return {
    users: row.users,
    newUsers: row.new_users,
    operators: row.operators,
    banned: row.banned,
    organizations: row.organizations,
    sessions: row.sessions,
  };
}
