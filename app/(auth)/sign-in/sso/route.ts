import { NextResponse, type NextRequest } from "next/server";
import { param } from "@/components/auth/search-params";
import { safeNext } from "@/lib/auth/http/safe-path";
import { continueToProvider } from "@/lib/auth/sso/continue-page";
import { startSso } from "@/lib/auth/sso/start";

/**
 * GET /sign-in/sso?organization=<slug> (or ?email=, the sign-in page's form): the browser is sent to its
 * organization's identity provider (the form's by a page of ours that goes on by itself, lib/auth/sso/continue-page.ts),
 * or back to sign-in saying no single sign-on serves it. No script of its own:
 * the sign-in page stays within its first-load budget.
 */
export async function GET(request: NextRequest) {
  const query = Object.fromEntries(request.nextUrl.searchParams);
  const organization = param(query.organization, 100);
  const email = param(query.email, 320)?.trim();
  const next = safeNext(param(query.next, 2048));
  const back = (error: string) => {
    const to = new URL("/sign-in", request.nextUrl.origin);
    to.searchParams.set("error", error);
    if (next !== "/") to.searchParams.set("next", next);
    return NextResponse.redirect(to, 303);
  };
  if (!organization && !email) return back("SSO_NOT_FOUND");
  const started = await startSso({ organization, email }, next, request.headers).catch(() => null);
  if (!started) return back("SSO_NOT_FOUND");
  // The sign-in page's form: a page that goes on by itself (a form's redirects may not leave our origin).
  if (email && !organization) return continueToProvider(request, started);
  const res = NextResponse.redirect(started.url, 303);
  for (const cookie of started.cookies) res.headers.append("set-cookie", cookie);
  return res;
}
