import { createHash } from "node:crypto";

/** The PostgreSQL channel the triggers of db/migrations/0006_session_change_feed.sql announce changes on. */
export const CHANNEL = "session_change";

/** How a session is named in the change log and the feed: the SHA-256 of its token, as the trigger computes it. */
export function sessionKey(token: string): string {
  return `s:${createHash("sha256").update(token, "utf8").digest("hex")}`;
}

export function userKey(userId: string): string {
  return `u:${userId}`;
}

/** One announcement, "<change id> <kind> <key>"; null for anything else (a heartbeat, a foreign message). */
export function parseChange(payload: string): { id: string; key: string } | null {
  const [id, kind, key, extra] = payload.split(" ");
  if (extra !== undefined || !id || !/^\d+$/.test(id) || (kind !== "s" && kind !== "u") || !key) return null;
  return { id, key: `${kind}:${key}` };
}
