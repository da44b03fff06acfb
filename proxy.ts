import { NextResponse, type NextRequest } from "next/server";
import { REQUEST_PATH_HEADER } from "@/lib/request-path";

/**
 * Passes on to the server components, as headers, what they cannot read from the URL themselves: the path
 * and query (where sign-in brings a visitor back to), and `?lang=`, so a link such as /sign-in?lang=de opens
 * in German. Nothing else runs on every request.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  const lang = request.nextUrl.searchParams.get("lang");
  if (lang) headers.set("x-lang", lang.slice(0, 16));
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/((?!api|_next|favicon.ico).*)"],
};
