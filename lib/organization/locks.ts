import "server-only";
import type { SqlExecutor } from "@/lib/jobs/transaction";
import { holdUntilCommit } from "@/lib/transaction-locks";

/** Holds `scope`:`id` until commit; an id that is no string (the endpoint's schema refuses it) holds nothing. */
const hold = (scope: string, id: unknown, executor: SqlExecutor | undefined) =>
  typeof id === "string" && id ? holdUntilCommit(`${scope}:${id}`, executor) : Promise.resolve();

/**
 * The right to invite `email` (to any organization). Two invitations of one address would each look for a pending
 * one to replace, find none, and leave two pending invitations and two mails; the second now finds the first and
 * replaces it, as an invitation sent a moment later does. A lock rather than a unique index: an expired
 * invitation stays pending and is not replaced, so an address may rightly have two.
 */
export const holdInvitationsTo = (email: unknown, executor?: SqlExecutor) =>
  hold("invitation", typeof email === "string" ? email.trim().toLowerCase() : null, executor);

/**
 * The right to change who belongs to an organization and in which role (joining, leaving, removal, a role change).
 * Two owners leaving, removing or demoting each other at once would each see the other still an owner, and leave
 * the organization with none; three people accepting invitations into its last seat would each see it free. The
 * second now sees the first's change: refused as the last owner, or the organization full.
 */
export const holdMemberships = (organizationId: unknown, executor?: SqlExecutor) => hold("organization-members", organizationId, executor);

/**
 * The right to add an organization to a person's (creating one, joining one), which the organization limit counts:
 * four creations at once would each see room for one more. Taken after holdMemberships where both are held, and
 * never the other way round, so that no two requests wait for each other in a circle.
 */
export const holdOrganizationsOf = (userId: unknown, executor?: SqlExecutor) => hold("organizations-of", userId, executor);

/**
 * The right to remove an organization's teams, while the last one may not be removed: two removals of its two
 * teams at once would each see the other team still there, and leave none; the second is now refused.
 */
export const holdTeams = (organizationId: unknown, executor?: SqlExecutor) => hold("organization-teams", organizationId, executor);
