import "server-only";
import { inOneTransaction } from "@/lib/organization/transaction";
import { accountInfoByPost } from "@/lib/auth/server/account-tokens";
import { handleAuthRequest } from "@/lib/auth/internals/handler";
import { auth } from "@/lib/auth/server/auth";
import { freshCacheAfterCommit } from "@/lib/auth/session-feed/after-commit";
import { runWithReplyPromise } from "@/lib/email/reply-promise";
import { serviceUnavailable } from "@/lib/http/outage";
import { errorPageForOpenedLink } from "./link-error-page";
import { retriedIfRaceLost } from "./race-lost";
import { toSpec } from "./spec-compat";

/** Organization changes run in one transaction with their activity entry. */
function changesOrganization(request: Request) {
  return request.method === "POST" && new URL(request.url).pathname.startsWith("/api/auth/organization/");
}

/**
 * Requests whose reply must not tell a registered address from an unknown one by its timing or its status: they
 * run in one transaction, in which their mail's job is written with the change that causes it (a reset's token);
 * a registered address then costs one INSERT more in a transaction every address opens and commits. A sign-up's
 * mail is sent by better-auth after its commit, and stored before the reply leaves. Their reply does not turn into
 * 503 when a job cannot be stored (lib/email/reply-promise.ts). A magic link is mailed to any address, so its
 * reply is held. Two sign-ups of one address at once: the one that loses runs again and is answered as a sign-up
 * of a registered address (./race-lost.ts).
 */
const TIMED_REPLIES = new Set([
  "/api/auth/sign-up/email",
  "/api/auth/request-password-reset",
  "/api/auth/forget-password",
  "/api/auth/send-verification-email",
]);

/**
 * Requests of one person run in a transaction of their own, for a rule better-auth checks before it writes: a
 * person has one two-factor record (a unique index: a second set-up sent at once loses to the first's, and runs
 * again), keeps one account at least (an unlinking waits for another of the same person: lib/auth/server/hooks.ts),
 * and leaves no organization without an owner when the account is deleted (refuseDeletingOnlyOwner, at the request
 * or at the mailed link). Two people opening their change-of-address links to one address at once both pass the
 * check that it is free; the second then fails on the unique address, runs again and is refused as when the address
 * was taken before (lib/auth/server/change-email.ts). Undoing a change of address writes the address, ends the
 * sessions and voids the later links as one.
 */
const ALONE_IN_TRANSACTION = new Set([
  "/api/auth/two-factor/enable",
  "/api/auth/unlink-account",
  "/api/auth/delete-user",
  "/api/auth/delete-user/callback",
  "/api/auth/verify-email",
  "/api/auth/undo-email-change",
]);

/**
 * better-auth at /api/auth, with its replies held to the specification's wording; a request whose held mail could
 * not be queued answers 503 (try again) instead of better-auth's success.
 */
export async function authRoute(request: Request): Promise<Response> {
  const promise = TIMED_REPLIES.has(new URL(request.url).pathname) ? "timed" : "held";
  const { value, unqueued } = await runWithReplyPromise(promise, () => (promise === "timed" ? answerTimed(request) : answer(request)));
  return unqueued && promise === "held" ? serviceUnavailable() : errorPageForOpenedLink(request, value);
}

async function answerTimed(request: Request): Promise<Response> {
  if (request.method !== "POST") return toSpec(request, await handleAuthRequest(request));
  return toSpec(request, await inOneTransactionRetried(request));
}

async function answer(request: Request): Promise<Response> {
  if (request.method === "POST" && new URL(request.url).pathname === "/api/auth/account-info") {
    const asGet = await accountInfoByPost(request);
    if (asGet instanceof Response) return asGet;
    request = asGet;
  }
  if (ALONE_IN_TRANSACTION.has(new URL(request.url).pathname)) {
    return toSpec(request, await inOneTransactionRetried(request));
  }
  if (!changesOrganization(request)) return toSpec(request, await handleAuthRequest(request));
  const response = await inOneTransactionRetried(request);
  // Committed: the caller's session is read again for the reply's cache cookie (lib/auth/session-feed/).
  return toSpec(request, await freshCacheAfterCommit(request, response));
}

const inOneTransactionRetried = (request: Request) =>
  retriedIfRaceLost(request, (attempt) => inOneTransaction(auth, handleAuthRequest, attempt));
