import "server-only";
import { env } from "@/lib/env";

/**
 * Seats, counted as better-auth counts them before it refuses one more, so the pages say so first instead of
 * offering what the server then refuses.
 */

/** A team at TEAM_MEMBER_LIMIT: better-auth refuses another team member (the page disables "Add member"). */
export function teamIsFull(memberCount: number): boolean {
  return env.TEAM_MEMBER_LIMIT !== undefined && memberCount >= env.TEAM_MEMBER_LIMIT;
}

/**
 * An organization at MEMBERSHIP_LIMIT: better-auth still sends invitations but refuses their acceptance (the
 * invitations page says so above the form).
 */
export function organizationIsFull(memberCount: number): boolean {
  return memberCount >= env.MEMBERSHIP_LIMIT;
}
