import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getVerifiedSession } from "@/lib/auth/server/session";
import { REQUEST_PATH_HEADER } from "./request-path";

/**
 * The signed-in user's session (checked against the database), or a redirect to sign-in that comes back to
 * the page asked for. The (app) layout calls it for every page under it; a page that needs the session calls
 * it too (once per request: layouts and pages render in parallel, so a layout alone does not stop a page).
 */
export const requireSession = cache(async () => {
  const session = await getVerifiedSession();
  if (session) return session;
  const back = (await headers()).get(REQUEST_PATH_HEADER) ?? "/";
  redirect(`/sign-in?next=${encodeURIComponent(back)}`);
});
