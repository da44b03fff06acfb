import type { Options as RetryOptions } from "p-retry";

/**
 * How long a write to the queue that must not be lost is tried again while the database is away: backing off
 * from a quarter second to 5 s, for up to two minutes (a PostgreSQL restart or fail-over takes seconds).
 */
export const STORE_RETRY: RetryOptions = { retries: 60, minTimeout: 250, maxTimeout: 5_000, maxRetryTime: 120_000 };
