import "server-only";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { replaceBodyInPlace } from "@/lib/auth/internals/request-body";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type Account = {
  id: string;
  accountId: string;
  providerId: string;
  refreshToken?: string | null;
  refreshTokenExpiresAt?: Date | null;
  scope?: string | null;
};

/**
 * Which of a user's accounts a specification body means: the provider's (by providerId), the one with this
 * provider account id (or, failing that, our own row id) when one is named. None: ACCOUNT_NOT_FOUND.
 */
export function accountByProvider<A extends Pick<Account, "id" | "accountId" | "providerId">>(
  accounts: A[],
  providerId: string,
  accountId: string | undefined,
): A {
  const matches = accounts.filter((a) => a.providerId === providerId);
  const wanted =
    accountId === undefined ? matches[0] : (matches.find((a) => a.accountId === accountId) ?? matches.find((a) => a.id === accountId));
  if (!wanted) throw APIError.from("BAD_REQUEST", { code: "ACCOUNT_NOT_FOUND", message: "Account not found" });
  return wanted;
}

export const TOKEN_PATHS = ["/get-access-token", "/refresh-token"] as const;

/**
 * The specification asks for tokens by providerId (optionally the provider's accountId, and a userId for
 * server callers); better-auth 1.7 takes its own account row id. The spec's body is translated into the
 * library's, for the caller's own accounts only; a body already in the library's form passes unchanged.
 */
export async function selectAccountByProvider(ctx: HookContext) {
  const body = (ctx.body ?? {}) as { providerId?: unknown; accountId?: unknown; userId?: unknown };
  if (typeof body.providerId !== "string") return;
  if (body.accountId !== undefined && typeof body.accountId !== "string") return; // the schema refuses it
  const session = await getSessionFromCtx(ctx);
  // Over HTTP the session decides whose accounts these are; only a server-side call may name a userId.
  const userId = session?.user.id ?? (!ctx.request && typeof body.userId === "string" ? body.userId : undefined);
  if (!userId) throw APIError.from("UNAUTHORIZED", { code: "UNAUTHORIZED", message: "Unauthorized" });
  const wanted = accountByProvider((await ctx.context.internalAdapter.findAccounts(userId)) as Account[], body.providerId, body.accountId);
  // Hooks merge a returned body into the request's, and the library's schema refuses unknown keys: the body is
  // replaced in place.
  const selected = { accountId: wanted.id, ...(session ? {} : { userId }) };
  replaceBodyInPlace(ctx, selected);
  return { context: { body: selected } };
}

/**
 * The specification's token reply: accessToken, accessTokenExpiresAt, refreshToken, refreshTokenExpiresAt,
 * idToken and scopes. better-auth leaves out the refresh token on /get-access-token and gives the scopes as
 * one comma-separated string on /refresh-token; both are completed from the stored account.
 */
export async function completeTokenReply(ctx: HookContext, returned: Record<string, unknown>) {
  const accountId = (ctx.body as { accountId?: unknown } | undefined)?.accountId;
  if (typeof accountId !== "string") return;
  const session = await getSessionFromCtx(ctx);
  const userId = session?.user.id ?? (ctx.body as { userId?: string }).userId;
  if (!userId) return;
  const account = ((await ctx.context.internalAdapter.findAccounts(userId)) as Account[]).find((a) => a.id === accountId);
  const scopes = Array.isArray(returned.scopes)
    ? returned.scopes
    : String(returned.scope ?? account?.scope ?? "")
        .split(/[ ,]/)
        .filter(Boolean);
  return ctx.json({
    ...returned,
    refreshToken: returned.refreshToken ?? account?.refreshToken ?? null,
    refreshTokenExpiresAt: returned.refreshTokenExpiresAt ?? account?.refreshTokenExpiresAt ?? null,
    idToken: returned.idToken ?? null,
    scopes,
  });
}

/**
 * POST /account-info {accountId}, as the specification writes it, answered by better-auth's GET form.
 * Anything but a JSON object with a string accountId is refused with 400 and changes nothing.
 */
export async function accountInfoByPost(request: Request): Promise<Request | Response> {
  const body = (await request.json().catch(() => null)) as { accountId?: unknown } | null;
  if (!body || typeof body !== "object" || typeof body.accountId !== "string" || body.accountId.length > 255) {
    return Response.json({ code: "VALIDATION_ERROR", message: "[body.accountId] Expected a string" }, { status: 400 });
  }
  const url = new URL(request.url);
  url.searchParams.set("accountId", body.accountId);
  const headers = new Headers(request.headers);
  headers.delete("content-type");
  headers.delete("content-length");
  return new Request(url, { method: "GET", headers });
}
