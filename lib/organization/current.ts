import "server-only";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { getVerifiedSession } from "@/lib/auth/session";
import { membershipBySlug } from "./queries";

/**
 * The organization of an /orgs/[slug] page and the viewer's role in it. A non-member gets a 404: an
 * organization's existence is not revealed to outsiders.
 */
export const currentOrganization = cache(async (slug: string) => {
  const session = await getVerifiedSession();
  if (!session) redirect(`/sign-in?next=/orgs/${encodeURIComponent(slug)}`);
  const membership = await membershipBySlug(session.user.id, slug);
  if (!membership) notFound();
  const canManage = membership.role === "owner" || membership.role === "admin";
  return { session, ...membership, canManage, isOwner: membership.role === "owner" };
});
