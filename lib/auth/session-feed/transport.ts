/** What a transport tells the feed. */
export type FeedSink = {
  /** Listening again (or for the first time): the feed reads the recent log, then trusts caches again. */
  connected(): Promise<void>;
  /** Announcements may be missed from now on: no cache is trusted until `connected`. */
  disconnected(reason: string): void;
  /** One announcement as PostgreSQL sent it. */
  message(payload: string): void;
  /** The path proved itself just now (a probe answered, a heartbeat came): everything sent before it was heard. */
  alive(): void;
};

export type Transport = {
  start(sink: FeedSink): void;
  stop(): Promise<void>;
  /**
   * How long the feed may go without `alive` before no cache is trusted: a process that was frozen (a serverless
   * host suspends it between requests) may not have read what was announced meanwhile. Null for a transport that
   * cannot miss anything (the embedded database notifies inside the process).
   */
  silentForMs: number | null;
};

/** Reconnect delays: quick at first, then at most every few seconds. */
export function backoff(attempt: number): number {
  return Math.min(250 * 2 ** attempt, 5_000);
}

/** A promise that fails after `ms`, for queries that must not hang a health check. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
