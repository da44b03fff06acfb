/**
 * What one instance knows of recent changes to sessions and users: for each changed session (by the SHA-256 of
 * its token) and user (by id), the id of the last change announced, in the order PostgreSQL committed them.
 * Every instance receives the same announcements in the same order, so they all derive the same stamp for the
 * same session: a cache stamped on one instance is trusted on another exactly when neither knows of a later
 * change. Kept for the cache lifetime plus a margin; a cache cannot outlive the changes it could have missed.
 */

type Entry = {
  /** Id of the last change announced for this key ("0" when only known as suspect). */
  last: string;
  /** This instance's receive counter when the entry last changed. */
  seq: number;
  /** Monotonic time of the last change, for pruning. */
  at: number;
  /** Until then the key is never trusted (changes that may have arrived out of order, after a reconnect). */
  suspectUntil: number;
};

/** A process-local, monotonic clock: immune to wall-clock jumps (and to tests that fake Date). */
const monotonicNow = () => performance.now();

export class ChangeMap {
  private entries = new Map<string, Entry>();
  private seq = 0;
  private distrustAllUntil = 0;

  constructor(
    private readonly retentionMs: number,
    private readonly maxEntries = 200_000,
  ) {}

  /** The receive counter: taken when a request starts, before it reads the database. */
  position(): number {
    return this.seq;
  }

  get size(): number {
    return this.entries.size;
  }

  /** One announced change, in commit order. */
  record(changeId: string, key: string): void {
    const now = monotonicNow();
    this.seq += 1;
    const previous = this.entries.get(key);
    this.entries.delete(key); // re-inserted last: the map stays in order of last change, oldest first
    this.entries.set(key, { last: changeId, seq: this.seq, at: now, suspectUntil: previous?.suspectUntil ?? 0 });
    this.prune(now);
  }

  /**
   * Keys whose changes were read back from the log after a (re)connect. Ids are not in commit order, so the
   * last one read may not be the last one committed: these keys are not trusted for the retention time.
   */
  suspect(keys: Iterable<string>): void {
    const now = monotonicNow();
    this.seq += 1;
    for (const key of keys) {
      const previous = this.entries.get(key);
      this.entries.delete(key);
      this.entries.set(key, { last: previous?.last ?? "0", seq: this.seq, at: now, suspectUntil: now + this.retentionMs });
    }
    this.prune(now);
  }

  /**
   * The stamp of a cache holding this session and user, or null when it must not be trusted: one of them is
   * suspect, or changed after `since` (the data may predate that change).
   */
  stamp(sessionKey: string, userKey: string, since: number): string | null {
    const now = monotonicNow();
    if (now < this.distrustAllUntil) return null;
    const s = this.entries.get(sessionKey);
    const u = this.entries.get(userKey);
    for (const entry of [s, u]) {
      if (!entry) continue;
      if (entry.seq > since || now < entry.suspectUntil) return null;
    }
    return `${s?.last ?? "0"}.${u?.last ?? "0"}`;
  }

  private prune(now: number) {
    for (const [key, entry] of this.entries) {
      if (now - entry.at <= this.retentionMs && this.entries.size <= this.maxEntries) break;
      // Dropping a change younger than the retention time would let a cache stamped before it pass again.
      if (now - entry.at <= this.retentionMs) this.distrustAllUntil = Math.max(this.distrustAllUntil, entry.at + this.retentionMs);
      this.entries.delete(key);
    }
  }
}
