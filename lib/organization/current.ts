import "server-only";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { requireSession } from "@/lib/signed-in";
import { lacksRequiredSecondFactor } from "./membership";
import { membershipBySlug } from "./queries";
import { managesOrganization } from "./roles";

/**
 * The organization of an /orgs/[slug] page and the viewer's role in it. A non-member gets a 404: an
 * organization's existence is not revealed to outsiders. A member without a second factor, of an organization
 * that requires one, is sent to set it up.
 */
export const currentOrganization = cache(async (slug: string) => {
  const session = await requireSession();
  const membership = await membershipBySlug(session.user.id, slug);
  if (!membership) notFound();
  // An organization that requires two-step sign-in shows a member without it where to turn it on.
  if (lacksRequiredSecondFactor(membership.organization, session.user)) redirect(`/settings/security?required=${encodeURIComponent(slug)}`);
  return { session, ...membership, canManage: managesOrganization(membership.role), isOwner: membership.role === "owner" };
});
