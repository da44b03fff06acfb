import "server-only";
import { and, eq, isNull, like, or, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { webhookEndpoint } from "@/db/schema";
import { log } from "@/lib/log/logger";
import { isSealed, sealSecret } from "./secret-box";

/**
 * Seals the signing secrets of endpoints made before secrets were sealed (./secret-box.ts): the current one and a
 * rotated one still in its grace. Each row is changed only if it still holds what was read (a rotation meanwhile
 * wins), so two instances doing this at once do no harm. Answers how many rows it sealed.
 */
export async function sealLegacySecrets(): Promise<number> {
  const bare = (column: typeof webhookEndpoint.secret | typeof webhookEndpoint.previousSecret) => like(column, "whsec\\_%");
  const rows = await db
    .select({ id: webhookEndpoint.id, secret: webhookEndpoint.secret, previousSecret: webhookEndpoint.previousSecret })
    .from(webhookEndpoint)
    .where(or(bare(webhookEndpoint.secret), bare(webhookEndpoint.previousSecret)));
  let sealed = 0;
  for (const row of rows) {
    const previous = row.previousSecret;
    const unchanged: SQL[] = [
      eq(webhookEndpoint.id, row.id),
      eq(webhookEndpoint.secret, row.secret),
      previous === null ? isNull(webhookEndpoint.previousSecret) : eq(webhookEndpoint.previousSecret, previous),
    ];
    const changed = await db
      .update(webhookEndpoint)
      .set({
        secret: isSealed(row.secret) ? row.secret : await sealSecret(row.secret),
        previousSecret: previous === null || isSealed(previous) ? previous : await sealSecret(previous),
      })
      .where(and(...unchanged))
      .returning({ id: webhookEndpoint.id });
    sealed += changed.length;
  }
  if (sealed) log.info({ sealed }, "webhooks: sealed the signing secrets stored bare before sealing");
  return sealed;
}

let once: Promise<unknown> | undefined;

/** `sealLegacySecrets` once per process (the first sweep's), tried again by a later sweep if it failed. */
export function sealLegacySecretsOnce(): Promise<unknown> {
  once ??= sealLegacySecrets().catch((error: unknown) => {
    once = undefined;
    log.warn({ err: error }, "webhooks: sealing bare signing secrets failed; the next sweep tries again");
  });
  return once;
}
