import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { requireSession } from "@/lib/signed-in";
import { membershipBySlug } from "./queries";
import { managesOrganization } from "./roles";

/**
 * The organization of an /orgs/[slug] page and the viewer's role in it. A non-member gets a 404: an
 * organization's existence is not revealed to outsiders.
 */
export const currentOrganization = cache(async (slug: string) => {
  const session = await requireSession();
  const membership = await membershipBySlug(session.user.id, slug);
  if (!membership) notFound();
  return { session, ...membership, canManage: managesOrganization(membership.role), isOwner: membership.role === "owner" };
});
