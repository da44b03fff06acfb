import type { ReactNode } from "react";
import { managersOnly } from "@/lib/organization/managers-only";

/** The activity log is for owners and admins; anyone else gets a 404. */
export default async function ActivityLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  await managersOnly(params);
  return children;
}
