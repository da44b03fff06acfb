import "server-only";
import { scopeSlot } from "@/lib/async-scope";

/**
 * What a request's reply promises about the mails it causes. better-auth awaits its mail callbacks but swallows
 * their errors (it logs them and replies as if sent), so the queue reports here and the auth route decides.
 *
 * - `held`: the reply waits until each mail's job is stored, and a job that cannot be stored turns the reply into
 *   503 — "check your e-mail" is then never said of a mail that was not stored.
 * - `timed`: for requests whose reply must take the same time, and say the same, whether the address has an
 *   account (a reset, a verification mail, a sign-up). The reply waits for the job as well. Each such request runs
 *   in one transaction (lib/auth/http/route.ts) that every address opens and commits: a reset's job is written in
 *   it with the token, so a registered address costs one INSERT more there, not a write of its own (a sign-up's is
 *   stored right after its commit: a new address costs that write as it costs its user and account rows, which is
 *   far below the password hash both paths spend). A job that
 *   cannot be stored does not turn the reply into 503 (that would tell the address is registered): it is tried
 *   again in the background while the database is away.
 */
export type ReplyPromise = "held" | "timed";

type Scope = { promise: ReplyPromise; unqueued: boolean };
const scope = scopeSlot<Scope>("reply-promise");

export async function runWithReplyPromise<T>(promise: ReplyPromise, work: () => Promise<T>): Promise<{ value: T; unqueued: boolean }> {
  const state: Scope = { promise, unqueued: false };
  const value = await scope.run(state, work);
  return { value, unqueued: state.unqueued };
}

/** Outside a request (a job, a script, a server action calling better-auth directly) mail is always held. */
export function currentReplyPromise(): ReplyPromise {
  return scope.get()?.promise ?? "held";
}

/** Called by the mail queue when a job could not be stored. */
export function noteUnqueuedMail(): void {
  const state = scope.get();
  if (state) state.unqueued = true;
}
