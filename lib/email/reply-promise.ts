import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a request's reply promises about the mails it causes. better-auth awaits its mail callbacks but swallows
 * their errors (it logs them and replies as if sent), so the queue reports here and the auth route decides.
 *
 * - `held`: the reply waits until each mail's job is stored, and a job that cannot be stored turns the reply into
 *   503 — "check your e-mail" is then never said of a mail that was not stored.
 * - `timed`: the reply does not wait. For requests whose reply must take the same time whether the address has
 *   an account (a reset, a verification mail, a sign-up): storing the job costs a few milliseconds, up to tens
 *   on a busy machine, which would tell a registered address from an unknown one. The job is stored an instant
 *   after the reply, and tried again for a while if the database went away in that instant; a crash of the
 *   process in that instant loses the mail, and asking again sends it.
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
