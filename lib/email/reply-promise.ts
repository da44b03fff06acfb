import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a request's reply promises about the mails it causes. better-auth awaits its mail callbacks but swallows
 * their errors (it logs them and replies as if sent), so the queue reports here and the auth route decides.
 *
 * - `held`: the reply waits until each mail's job is stored, and a job that cannot be stored turns the reply into
 *   503 — "check your e-mail" is then never said of a mail that was not stored.
 * - `timed`: for requests whose reply must take the same time, and say the same, whether the address has an
 *   account (a reset, a verification mail, a sign-up). The reply waits for the job as well, which is written in
 *   the request's one transaction (lib/auth/http/route.ts) with the change that causes it, so that a registered
 *   address costs one more INSERT inside a transaction both kinds of address open and commit, not a write of its
 *   own; but a job that cannot be stored does not turn the reply into 503 (that would tell the address is
 *   registered): it is tried again in the background while the database is away.
 */
export type ReplyPromise = "held" | "timed";

type Scope = { promise: ReplyPromise; unqueued: boolean };
const scope = new AsyncLocalStorage<Scope>();

export async function runWithReplyPromise<T>(promise: ReplyPromise, work: () => Promise<T>): Promise<{ value: T; unqueued: boolean }> {
  const state: Scope = { promise, unqueued: false };
  const value = await scope.run(state, work);
  return { value, unqueued: state.unqueued };
}

/** Outside a request (a job, a script, a server action calling better-auth directly) mail is always held. */
export function currentReplyPromise(): ReplyPromise {
  return scope.getStore()?.promise ?? "held";
}

/** Called by the mail queue when a job could not be stored. */
export function noteUnqueuedMail(): void {
  const state = scope.getStore();
  if (state) state.unqueued = true;
}
