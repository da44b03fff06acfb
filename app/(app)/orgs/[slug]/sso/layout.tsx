import type { ReactNode } from "react";
import { managersOnly } from "@/lib/organization/managers-only";

/** Single sign-on is set up by owners and admins; anyone else gets a 404. */
export default async function SsoLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  await managersOnly(params);
  return children;
}
