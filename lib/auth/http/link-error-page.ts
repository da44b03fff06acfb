import "server-only";

/**
 * Mailed links that better-auth answers with JSON when they fail (a used or expired deletion link, one opened
 * signed out, a deletion refused meanwhile), where its other mailed links redirect with ?error=. Someone who
 * clicked the link in a mail would read raw JSON: a browser's navigation goes to the error page instead, which says
 * what happened in their language. API clients (no navigation, no HTML asked for) keep the JSON.
 */
const LINKS_ANSWERING_JSON: Record<string, Record<string, string>> = {
  // Its code for "no session" speaks of a provider's profile; here it means: sign in first, then open the link.
  "/api/auth/delete-user/callback": { FAILED_TO_GET_USER_INFO: "SIGN_IN_TO_DELETE" },
};

const isNavigation = (request: Request) =>
  request.headers.get("sec-fetch-mode") === "navigate" || (request.headers.get("accept") ?? "").includes("text/html");

export async function errorPageForOpenedLink(request: Request, response: Response): Promise<Response> {
  if (request.method !== "GET" || response.status < 400 || !isNavigation(request)) return response;
  const codes = LINKS_ANSWERING_JSON[new URL(request.url).pathname];
  if (!codes) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  const raw = typeof body?.code === "string" && body.code ? body.code : "unknown";
  const code = codes[raw] ?? raw;
  return new Response(null, { status: 302, headers: { location: `/api/auth/error?error=${encodeURIComponent(code)}` } });
}
