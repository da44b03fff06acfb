import "server-only";
import { parseCookies } from "better-call";
import { auth } from "@/lib/auth/server/auth";

const EXPIRED = /max-age=0(;|$)/i;

/** The cookies the browser holds after this reply: the request's, with the reply's Set-Cookie applied. */
function cookiesAfter(request: Request, response: Response): Map<string, string> {
  const cookies = parseCookies(request.headers.get("cookie") ?? "");
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq).trim();
    if (EXPIRED.test(line)) cookies.delete(name);
    else cookies.set(name, pair.slice(eq + 1).trim());
  }
  return cookies;
}

/**
 * An organization request runs in one transaction, and some of its effects (the user's last active organization)
 * are written after the commit; the cache cookie the call wrote inside the transaction may predate them and
 * is not vouched for. Once everything has committed, the caller's session is read again by better-auth's own
 * get-session (cache bypassed), and its cache cookie replaces the one of the reply: the same bytes better-auth
 * writes on a cache miss, stamped by the feed.
 */
export async function freshCacheAfterCommit(request: Request, response: Response): Promise<Response> {
  if (response.status >= 400) return response;
  const ctx = await auth.$context;
  const { sessionToken, sessionData } = ctx.authCookies;
  const cookies = cookiesAfter(request, response);
  if (!cookies.has(sessionToken.name)) return response;
  const header = [...cookies]
    .filter(([name]) => !name.startsWith(sessionData.name))
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  const read = await auth.api.getSession({
    headers: new Headers({ cookie: header }),
    query: { disableCookieCache: true },
    returnHeaders: true,
  });
  const fresh = read.headers.getSetCookie();
  if (!read.response || fresh.length === 0) return response;
  const headers = new Headers(response.headers);
  headers.delete("set-cookie");
  for (const line of response.headers.getSetCookie())
    if (!line.startsWith(`${sessionData.name}=`) && !line.startsWith(`${sessionData.name}.`)) headers.append("set-cookie", line);
  for (const line of fresh) headers.append("set-cookie", line);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
