import "server-only";
import { env } from "@/lib/env";

/**
 * Whether a team with `memberCount` members has no seat left under TEAM_MEMBER_LIMIT: better-auth counts the
 * team's member rows and refuses one more at the limit, so the page disables "Add member" there instead.
 */
export function teamIsFull(memberCount: number): boolean {
  return env.TEAM_MEMBER_LIMIT !== undefined && memberCount >= env.TEAM_MEMBER_LIMIT;
}
