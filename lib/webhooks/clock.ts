import "server-only";

/**
 * The delivery schedule's clock. Tests move it forward instead of sleeping through hours of retries; everything
 * else reads the real time.
 */
const holder = ((globalThis as Record<string, unknown>).__webhookClock ??= { offsetMs: 0 }) as { offsetMs: number };

export const now = (): Date => new Date(Date.now() + holder.offsetMs);

/** Moves the schedule's clock (tests). */
export function moveClock(byMs: number): void {
  holder.offsetMs += byMs;
}

export function resetClock(): void {
  holder.offsetMs = 0;
}
