/**
 * Svix's retry schedule: the first attempt at once, then after each failure these waits; eight attempts over
 * about 28 hours before a delivery is given up.
 */
export const RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 5 * 3600_000, 10 * 3600_000, 10 * 3600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** An endpoint whose attempts have all failed for this long (no success in between) is disabled. */
export const DISABLE_AFTER_MS = 5 * 24 * 3600_000;

/** When the next attempt is due after attempt number `attempt` (1-based) failed at `at`; null when none is left. */
export function nextAttemptAt(attempt: number, at: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempt - 1];
  return delay === undefined ? null : new Date(at.getTime() + delay);
}
