import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { teamMember } from "@/db/schema";

/**
 * better-auth's team membership key: the SHA-256 of `[teamId, userId]` as JSON, base64url without padding, kept
 * unique in team_member.membership_key so that one person cannot join one team twice. Why here: the console adds
 * team members by writing better-auth's rows itself (better-auth's team endpoints serve the organization's own
 * members only), so it must compute the key exactly as better-auth does. Held by
 * tests/integration/better-auth-internals.test.ts.
 */
export function teamMembershipKey(teamId: string, userId: string): string {
  return createHash("sha256")
    .update(JSON.stringify([teamId, userId]))
    .digest("base64url");
}

/**
 * The team's member count as better-auth keeps it in team.member_count (it checks the team member limit against
 * it), set from the rows themselves; for the same writers as teamMembershipKey. Held by the same test.
 */
export const teamMemberCount = (teamId: string) => sql`(select count(*)::int from ${teamMember} where ${teamMember.teamId} = ${teamId})`;
