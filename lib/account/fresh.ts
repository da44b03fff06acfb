import "server-only";
import { env } from "@/lib/env";

/**
 * Whether a session is young enough (better-auth's freshAge) to delete the account without a password or a
 * link by e-mail: the same rule lib/auth/server/hooks.ts applies when the request arrives.
 */
export function isFreshSession(createdAt: Date | string): boolean {
  return Date.now() < new Date(createdAt).getTime() + env.SESSION_FRESH_AGE * 1000;
}
