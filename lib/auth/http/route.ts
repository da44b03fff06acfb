import "server-only";
import { slugRaceLost } from "@/lib/organization/slug-race";
import { inOneTransaction } from "@/lib/organization/transaction";
import { accountInfoByPost } from "@/lib/auth/server/account-tokens";
import { handleAuthRequest } from "./handler";
import { auth } from "@/lib/auth/server/auth";
import { freshCacheAfterCommit } from "@/lib/auth/session-feed/after-commit";
import { runNoticingUnqueuedMail } from "@/lib/email/unqueued";
import { serviceUnavailable } from "@/lib/http/outage";
import { toSpec } from "./spec-compat";

/** Organization changes run in one transaction with their activity entry. */
function changesOrganization(request: Request) {
  return request.method === "POST" && new URL(request.url).pathname.startsWith("/api/auth/organization/");
}

/**
 * better-auth at /api/auth, with its replies held to the specification's wording; a request whose mail could not
 * be queued answers 503 (try again) instead of better-auth's success.
 */
export async function authRoute(request: Request): Promise<Response> {
  const { value, unqueued } = await runNoticingUnqueuedMail(() => answer(request));
  return unqueued ? serviceUnavailable() : value;
}

async function answer(request: Request): Promise<Response> {
  if (request.method === "POST" && new URL(request.url).pathname === "/api/auth/account-info") {
    const asGet = await accountInfoByPost(request);
    if (asGet instanceof Response) return asGet;
    request = asGet;
  }
  if (!changesOrganization(request)) return toSpec(request, await handleAuthRequest(request));
  const body = await request.clone().text();
  const response = await inOneTransaction(auth, handleAuthRequest, request);
  // Committed: the caller's session is read again for the reply's cache cookie (lib/auth/session-feed/).
  return toSpec(request, await freshCacheAfterCommit(request, await slugRaceLost(request, body, response)));
}
