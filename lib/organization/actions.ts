"use server";
import { z } from "zod";
import { signedInAction } from "@/lib/action";
import type { Person } from "./people";
import { lacksRequiredSecondFactor, membershipIn } from "./membership";
import { teamCandidates } from "./queries";
import { managesOrganization } from "./roles";

/** How many people the team picker lists at a time: the first by join date, or the first matches of a search. */
const CANDIDATES = 20;
const id = z.string().min(1).max(200);

/**
 * The people an owner or admin may add to a team, searched by name or e-mail. Anyone else, and a manager without
 * the second factor their organization requires (its pages send them to set it up), is refused as someone not
 * allowed into the organization, whether it exists or not.
 */
export const findTeamCandidatesAction = signedInAction(
  { input: z.object({ organizationId: id, teamId: id, search: z.string().max(200) }), messages: "errors" },
  async ({ organizationId, teamId, search }, session): Promise<{ ok: true; people: Person[] } | { ok: false; code: string }> => {
    const membership = await membershipIn(session.user.id, organizationId);
    if (!membership || !managesOrganization(membership.role) || lacksRequiredSecondFactor(membership, session.user))
      return { ok: false, code: "YOU_ARE_NOT_ALLOWED_TO_ACCESS_THIS_ORGANIZATION" };
    return { ok: true, people: await teamCandidates(organizationId, teamId, search, CANDIDATES) };
  },
);
