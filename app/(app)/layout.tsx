import type { ReactNode } from "react";
import { requireSession } from "@/lib/signed-in";

/** Every page under (app) is for signed-in users: anyone else is sent to sign in and brought back. */
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  await requireSession();
  return children;
}
