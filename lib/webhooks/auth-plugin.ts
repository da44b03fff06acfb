import "server-only";
import { queueAfterTransactionHook } from "@better-auth/core/context";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { webhookEndpoint } from "@/db/schema";
import { log } from "@/lib/log/logger";
import { wakeWebhooks } from "./wake";

/** How long "is any endpoint enabled?" is taken as known (another instance's new endpoint waits at most this). */
const LISTENING_TTL_MS = 5_000;
const cache = ((globalThis as Record<string, unknown>).__webhookListening ??= { at: 0, listening: false }) as {
  at: number;
  listening: boolean;
};

/** Whether any endpoint is enabled; an endpoint saved in this process says so at once (./endpoints.ts). */
async function listening(): Promise<boolean> {
  if (Date.now() - cache.at < LISTENING_TTL_MS) return cache.listening;
  const [row] = await db.select({ id: webhookEndpoint.id }).from(webhookEndpoint).where(eq(webhookEndpoint.enabled, true)).limit(1);
  cache.at = Date.now();
  cache.listening = row !== undefined;
  return cache.listening;
}

/** Forgets what listening() knew: an endpoint was just saved, turned on or off. */
export function endpointsChanged(): void {
  cache.at = 0;
}

/**
 * The events of better-auth's changes are written by database triggers in their own transactions; this plugin
 * only wakes the sender once a request that may have written some has committed (after every endpoint, server
 * calls included), so they leave at once rather than at the next scheduled sweep. Nothing when no endpoint is on.
 */
export const webhookWakePlugin = () =>
  ({
    id: "outbound-webhooks",
    hooks: {
      after: [
        {
          // Any endpoint may write (a GET verify link or social callback creates users and sessions) but the
          // most frequent one, which never does.
          matcher: (ctx) => ctx.path !== "/get-session",
          handler: createAuthMiddleware(async () => {
            try {
              if (!(await listening())) return;
              await queueAfterTransactionHook(async () => {
                await wakeWebhooks().catch((error: unknown) =>
                  log.warn({ err: error }, "webhooks: wake-up not stored (the next sweep sends)"),
                );
              });
            } catch (error) {
              log.warn({ err: error }, "webhooks: wake-up skipped");
            }
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
