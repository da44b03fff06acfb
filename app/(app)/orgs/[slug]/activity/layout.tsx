import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { currentOrganization } from "@/lib/organization/current";

/**
 * The activity log is for owners and admins. Anyone else gets a 404, decided here in the layout, outside the
 * page's outline (loading.tsx): a 404 thrown by the page itself would come after a 200 was already sent.
 */
export default async function ActivityLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  if (!(await currentOrganization(slug)).canManage) notFound();
  return children;
}
