import { symmetricEncrypt } from "better-auth/crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import { webhookAttempt, webhookEndpoint } from "@/db/schema";
import { startedBoss } from "@/lib/jobs/boss";
import { dispatchesSettled, runWebhookSweep } from "@/lib/webhooks/dispatch";
import { createEndpoint, rotateSecret, sendTestEvent, type EndpointOwner } from "@/lib/webhooks/endpoints";
import { sealLegacySecrets } from "@/lib/webhooks/seal-legacy";
import { openSecret, sealSecret } from "@/lib/webhooks/secret-box";
import { newSecret } from "@/lib/webhooks/signing";
import { until, WebhookReceiver } from "../support/webhook-receiver";

/**
 * Endpoints' signing secrets at rest: sealed, never the secret itself (the previous one in its grace neither), while
 * every delivery still verifies with the `standardwebhooks` package; rows written before sealing keep working
 * and get sealed; a secret that cannot be opened fails its attempts clearly until a rotation.
 */
const app: EndpointOwner = { kind: "app" };
const made: string[] = [];
const receivers: WebhookReceiver[] = [];

async function endpointWithReceiver() {
  const r = await new WebhookReceiver().start();
  receivers.push(r);
  // team.deleted: a rare event, so that other files' changes hardly reach this file's endpoints.
  const created = await createEndpoint(app, { url: r.url, eventTypes: ["team.deleted"] }, null);
  if (!created.ok) throw new Error(created.code);
  made.push(created.endpoint.id);
  r.secret = created.secret;
  return { r, id: created.endpoint.id, secret: created.secret };
}

const rowOf = async (id: string) => (await db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, id)))[0]!;

/** Sends a test event to the endpoint and waits until the receiver has verified it. */
async function testDelivered(r: WebhookReceiver, id: string) {
  const sent = await sendTestEvent(app, id);
  if (!sent.ok) throw new Error(sent.code);
  await runWebhookSweep();
  const [got] = await until(() => r.received.filter((x) => x.id === sent.eventId), 10_000, "the test event");
  return got;
}

beforeAll(async () => {
  await ensureMigrated();
  await startedBoss();
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.stop()));
  await dispatchesSettled();
  if (made.length) await db.delete(webhookEndpoint).where(inArray(webhookEndpoint.id, made));
});

describe("outbound webhooks: signing secrets at rest", () => {
  it("a new endpoint's secret is stored sealed, not as itself, and its deliveries verify with standardwebhooks", async () => {
    const { r, id, secret } = await endpointWithReceiver();
    const row = await rowOf(id);
    expect(row.secret).not.toBe(secret);
    expect(row.secret).not.toContain(secret.slice("whsec_".length));
    expect(row.secret).toMatch(/^sealed:v1:[0-9a-f]+$/);
    expect(await openSecret(row.secret)).toBe(secret);
    // A fresh nonce each time: the same secret never seals to the same text.
    expect(await sealSecret(secret)).not.toBe(await sealSecret(secret));
    const got = await testDelivered(r, id);
    expect(got).toMatchObject({ type: "webhook.test", signatures: 1 });
    expect(r.rejected).toEqual([]);
  });

  it("an endpoint stored before sealing (a bare secret, and a bare previous one in its grace) goes on signing, and gets sealed", async () => {
    const { r, id } = await endpointWithReceiver();
    const [current, previous] = [newSecret(), newSecret()];
    await db
      .update(webhookEndpoint)
      .set({ secret: current, previousSecret: previous, previousSecretExpiresAt: new Date(Date.now() + 60 * 60_000) })
      .where(eq(webhookEndpoint.id, id));
    r.secret = current;
    expect(await testDelivered(r, id)).toMatchObject({ signatures: 2 });
    r.secret = previous; // a receiver still holding the old secret accepts it too
    expect(await testDelivered(r, id)).toMatchObject({ signatures: 2 });

    // Sealed by the sweep's first run in some process, or here: either way both are sealed and open to themselves.
    await sealLegacySecrets();
    const row = await rowOf(id);
    for (const [stored, plain] of [
      [row.secret, current],
      [row.previousSecret!, previous],
    ]) {
      expect(stored).toMatch(/^sealed:v1:/);
      expect(stored).not.toContain(plain.slice("whsec_".length));
      expect(await openSecret(stored)).toBe(plain);
    }
    expect(await sealLegacySecrets()).toBe(0);
    r.secret = current;
    expect(await testDelivered(r, id)).toMatchObject({ signatures: 2 });
    expect(r.rejected).toEqual([]);
  });

  it("a secret sealed under another BETTER_AUTH_SECRET fails its attempts with a clear error and sends nothing; a rotation recovers", async () => {
    const { r, id, secret } = await endpointWithReceiver();
    const foreign = `sealed:v1:${await symmetricEncrypt({ key: "another-secret-0123456789-abcdefghijklmnop", data: secret })}`;
    await db.update(webhookEndpoint).set({ secret: foreign }).where(eq(webhookEndpoint.id, id));
    const sent = await sendTestEvent(app, id);
    if (!sent.ok) throw new Error(sent.code);
    await runWebhookSweep();
    const [attempt] = await until(
      () => db.select().from(webhookAttempt).where(eq(webhookAttempt.deliveryId, sent.deliveryId)),
      10_000,
      "the attempt",
    );
    expect(attempt).toMatchObject({ responseStatus: null });
    expect(attempt.error).toContain("BETTER_AUTH_SECRET");
    expect(r.received).toEqual([]);

    const rotated = await rotateSecret(app, id);
    if (!rotated.ok) throw new Error(rotated.code);
    r.secret = rotated.secret;
    // The unreadable secret, now the previous one, is left out: the new one alone signs.
    expect(await testDelivered(r, id)).toMatchObject({ signatures: 1 });
    expect(r.rejected).toEqual([]);
  });
});
