import "server-only";

/**
 * How better-auth names what it keeps in secondary storage, read by the Redis store
 * (lib/auth/session-feed/redis-storage.ts) to treat each kind apart. Why: sessions there are served only while the
 * change feed vouches for them, and verification values must never live there. Held by
 * tests/integration/better-auth-internals.test.ts.
 */

/** A session's entry is keyed by its raw token: 32 letters and digits, no prefix. */
export const SESSION_ENTRY_KEY = /^[A-Za-z0-9]{32}$/;

/** Verification values are keyed `verification:<identifier>` (written there unless verification.storeInDatabase). */
export const VERIFICATION_KEY_PREFIX = "verification:";
