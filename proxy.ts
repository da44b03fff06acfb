import { NextResponse, type NextRequest } from "next/server";

/**
 * Passes `?lang=` on to the server components as a header (they cannot read the query), so a link such as
 * /sign-in?lang=de opens in German. Nothing else runs on every request.
 */
export function proxy(request: NextRequest) {
  const lang = request.nextUrl.searchParams.get("lang");
  if (!lang) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.set("x-lang", lang.slice(0, 16));
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/((?!api|_next|favicon.ico).*)"],
};
