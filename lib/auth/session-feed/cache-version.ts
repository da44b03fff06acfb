import "server-only";
import { getCurrentDBAdapterAsyncLocalStorage, getRequestStateAsyncLocalStorage } from "@better-auth/core/context";
import { sessionFeed, untrusted } from "./feed";

/** The request-state entry holding the feed's position when the request started. */
const STARTED_AT = Object.freeze({});

/**
 * Pins the feed's position at the start of a better-auth call (its before hook, before any session read): a
 * change heard after it may postdate what the call read from the database, so a cache written by the call is
 * not stamped as if it knew that change.
 */
export async function pinRequestStart(): Promise<void> {
  const store = (await getRequestStateAsyncLocalStorage()).getStore();
  if (store && !store.has(STARTED_AT)) store.set(STARTED_AT, sessionFeed().position());
}

/**
 * Runs `fn` (which reads the session again and writes its cache) as if the call had started now: only changes
 * heard from now on make that cache doubtful. The earlier pin is restored for anything the call does after.
 */
export async function asIfStartedNow<T>(fn: () => Promise<T>): Promise<T> {
  const store = (await getRequestStateAsyncLocalStorage()).getStore();
  if (!store) return fn();
  const before = store.get(STARTED_AT);
  store.set(STARTED_AT, sessionFeed().position());
  try {
    return await fn();
  } finally {
    store.set(STARTED_AT, before);
  }
}

/** The position pinned for this call; without one, -1 trusts nothing the feed has heard of. */
async function requestStart(): Promise<number> {
  const value = (await getRequestStateAsyncLocalStorage()).getStore()?.get(STARTED_AT);
  return typeof value === "number" ? value : -1;
}

/** Inside an uncommitted transaction nothing read can be vouched for: it may still roll back. */
async function insideTransaction(): Promise<boolean> {
  return Boolean((await getCurrentDBAdapterAsyncLocalStorage()).getStore()?.isTransactionActive);
}

type SessionLike = { token?: unknown; userId?: unknown };
type UserLike = { id?: unknown };

/**
 * better-auth's `session.cookieCache.version`: called when a cache is written (the stamp it carries) and when
 * one is read (the stamp it must carry to be trusted), by get-session and by the session check of every
 * endpoint. Both sides compute it from the feed, so a cache is trusted exactly when the feed is listening and
 * has heard of no change to its session or user since it was written.
 */
export async function cookieCacheVersion(session: SessionLike, user: UserLike): Promise<string> {
  const token = typeof session.token === "string" ? session.token : null;
  const userId = typeof user.id === "string" ? user.id : typeof session.userId === "string" ? session.userId : null;
  if (!token || !userId) return untrusted();
  return versionSince(token, userId, await requestStart());
}

/** The same for data read after the feed's position `since` (taken with sessionFeed().position()). */
export async function versionSince(token: string, userId: string, since: number): Promise<string> {
  const feed = sessionFeed();
  await feed.ready();
  if (await insideTransaction()) return untrusted();
  return feed.version(token, userId, since);
}
