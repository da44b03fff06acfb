import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

type Scope = { unqueued: boolean };
const scope = new AsyncLocalStorage<Scope>();

/**
 * Runs a request and tells whether a mail it promised could not be queued. better-auth awaits its mail callbacks
 * but swallows their errors (it logs them and replies as if sent), so the callback marks the request here and the
 * route turns the reply into a 503: a reply never claims a mail that was not stored.
 */
export async function runNoticingUnqueuedMail<T>(work: () => Promise<T>): Promise<{ value: T; unqueued: boolean }> {
  const state: Scope = { unqueued: false };
  const value = await scope.run(state, work);
  return { value, unqueued: state.unqueued };
}

/** Called by the mail queue when a job could not be stored. */
export function noteUnqueuedMail(): void {
  const state = scope.getStore();
  if (state) state.unqueued = true;
}
