import "server-only";
import { notFound } from "next/navigation";
import { currentOrganization } from "./current";

/**
 * For the layout of a section that is for an organization's owners and admins: anyone else gets a 404. Decided in
 * the layout, outside the pages' outlines (loading.tsx): a 404 thrown by a page itself comes after a 200 was sent.
 */
export async function managersOnly(params: Promise<{ slug: string }>) {
  const { slug } = await params;
  const org = await currentOrganization(slug);
  if (!org.canManage) notFound();
  return org;
}
