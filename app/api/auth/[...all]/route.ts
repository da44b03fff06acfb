import { accountInfoByPost } from "@/lib/auth/account-tokens";
import { handleAuthRequest } from "@/lib/auth/handler";
import { auth } from "@/lib/auth/server";
import { toSpec } from "@/lib/auth/spec-compat";
import { slugRaceLost } from "@/lib/organization/slug-race";
import { inOneTransaction } from "@/lib/organization/transaction";

/** Organization changes run in one transaction with their activity entry. */
function changesOrganization(request: Request) {
  return request.method === "POST" && new URL(request.url).pathname.startsWith("/api/auth/organization/");
}

/** better-auth at /api/auth, with its replies held to the specification's wording. */
async function handle(request: Request): Promise<Response> {
  if (request.method === "POST" && new URL(request.url).pathname === "/api/auth/account-info") {
    const asGet = await accountInfoByPost(request);
    if (asGet instanceof Response) return asGet;
    request = asGet;
  }
  if (!changesOrganization(request)) return toSpec(request, await handleAuthRequest(request));
  const body = await request.clone().text();
  const response = await inOneTransaction(auth, handleAuthRequest, request);
  return toSpec(request, await slugRaceLost(request, body, response));
}

export { handle as GET, handle as POST, handle as PATCH, handle as PUT, handle as DELETE };
