import { vi } from "vitest";

// Receivers in these tests listen on 127.0.0.1, which only this setting lets an endpoint reach (every test process
// has it: tests/support/env.ts).
vi.hoisted(() => {
  process.env.WEBHOOK_ALLOW_PRIVATE = "true";
});

import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import { billingSubscription, user, webhookAttempt, webhookDelivery, webhookEndpoint, webhookEvent } from "@/db/schema";
import { startedBoss } from "@/lib/jobs/boss";
import { moveClock, now, resetClock } from "@/lib/webhooks/clock";
import { dispatchesSettled, runWebhookSweep, stopDispatching } from "@/lib/webhooks/dispatch";
import { createEndpoint, getEndpoint, rotateSecret, sendTestEvent, updateEndpoint, type EndpointOwner } from "@/lib/webhooks/endpoints";
import { EVENT_SCHEMAS } from "@/lib/webhooks/events";
import type { EventType } from "@/lib/webhooks/event-types";
import { RETRY_DELAYS_MS } from "@/lib/webhooks/schedule";
import { wakeWebhooks } from "@/lib/webhooks/wake";
import { lastMailTo, uniqueEmail, verifiedUser } from "../support/client";
import { until, WebhookReceiver } from "../support/webhook-receiver";

const app: EndpointOwner = { kind: "app" };
const receivers: WebhookReceiver[] = [];
const endpoints: string[] = [];

async function endpointFor(receiver: WebhookReceiver, eventTypes: EventType[]) {
  const made = await createEndpoint(app, { url: receiver.url, eventTypes }, null);
  if (!made.ok) throw new Error(made.code);
  receiver.secret = made.secret;
  endpoints.push(made.endpoint.id);
  return made.endpoint;
}

async function receiver(): Promise<WebhookReceiver> {
  const r = await new WebhookReceiver().start();
  receivers.push(r);
  return r;
}

/** Users made straight in the database: the trigger writes their events, whoever inserts them. */
async function insertUsers(emails: string[]) {
  await db.insert(user).values(emails.map((email) => ({ id: randomUUID(), name: "Webhook Test", email })));
}

beforeAll(async () => {
  await ensureMigrated();
  await startedBoss();
});
afterEach(() => resetClock());
afterAll(async () => {
  // This file's endpoints listen for the whole app: other files' users must not keep feeding them.
  await Promise.all(receivers.map((r) => r.stop()));
  await dispatchesSettled();
  if (endpoints.length) await db.delete(webhookEndpoint).where(inArray(webhookEndpoint.id, endpoints));
});

describe("outbound webhooks: delivery", () => {
  it("a sign-up reaches the receiver as user.created and session.created, signed per Standard Webhooks, with typed payloads", async () => {
    const r = await receiver();
    await endpointFor(r, ["user.created", "session.created"]);
    const signed = await verifiedUser();
    const [created] = await until(() => r.of("user.created", (d) => d.email === signed.email), 10_000, "user.created");
    expect(EVENT_SCHEMAS["user.created"].parse(created.body)).toMatchObject({ type: "user.created", data: { id: signed.user.id } });
    await until(() => r.of("session.created", (d) => d.userId === signed.user.id).length > 0, 10_000, "session.created");
    for (const got of r.received) EVENT_SCHEMAS[got.type as EventType].parse(got.body);
    expect(created.id).toBe(created.body.id);
    expect(created.id).toMatch(/^msg_/);
    expect(r.rejected).toEqual([]);
  });

  it("a rolled-back change writes no event and sends nothing; the committed one beside it is delivered", async () => {
    const r = await receiver();
    await endpointFor(r, ["user.created"]);
    const [rolledBack, committed] = [uniqueEmail("rolled-back"), uniqueEmail("committed")];
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(user).values({ id: randomUUID(), name: "Gone", email: rolledBack });
        throw new Error("the change fails after its row was written");
      }),
    ).rejects.toThrow("the change fails");
    await insertUsers([committed]);
    await wakeWebhooks();
    await until(() => r.of("user.created", (d) => d.email === committed).length === 1, 10_000, "the committed user");
    const events = await db
      .select()
      .from(webhookEvent)
      .where(sql`${webhookEvent.data} ->> 'email' = ${rolledBack}`);
    expect(events).toEqual([]);
    expect(r.of("user.created", (d) => d.email === rolledBack)).toEqual([]);
  });

  it("a receiver down for a day gets the event once it is back, each attempt at Svix's schedule (clock moved, not slept)", async () => {
    const r = await receiver();
    const port = r.port;
    const endpoint = await endpointFor(r, ["user.created"]);
    await r.stop();
    const email = uniqueEmail("down");
    const started = now().getTime();
    await insertUsers([email]);
    await wakeWebhooks();

    const [{ delivery }] = await until(
      () =>
        db
          .select({ delivery: webhookDelivery })
          .from(webhookDelivery)
          .innerJoin(webhookEvent, eq(webhookEvent.id, webhookDelivery.eventId))
          .where(
            and(
              eq(webhookDelivery.endpointId, endpoint.id),
              sql`${webhookEvent.data} ->> 'email' = ${email}`,
              eq(webhookDelivery.attempts, 1),
            ),
          ),
      10_000,
      "the first attempt",
    ).then((rows) => rows);
    // The queue holds the next look at the endpoint, due when the retry is.
    const boss = await startedBoss();
    const scheduled = await boss.getQueueSize("webhooks", { before: "active" });
    expect(scheduled).toBeGreaterThan(0);

    const attempts = async () =>
      db.select().from(webhookAttempt).where(eq(webhookAttempt.deliveryId, delivery.id)).orderBy(webhookAttempt.attempt);
    const dueAt = async () =>
      (await db.select({ at: webhookDelivery.nextAttemptAt }).from(webhookDelivery).where(eq(webhookDelivery.id, delivery.id)))[0]!.at!;
    for (const [index] of RETRY_DELAYS_MS.entries()) {
      const number = index + 2;
      // Not yet due: a look a second before the attempt is due sends nothing. The clock is set from the due time
      // itself, not moved by the delay: the real seconds this test takes under load would otherwise make it due.
      // The queue's job, run here at once rather than waited for: the first attempt above went through the queue.
      moveClock((await dueAt()).getTime() - now().getTime() - 1_000);
      await runWebhookSweep();
      await dispatchesSettled();
      expect((await attempts()).length).toBe(number - 1);
      if (number === RETRY_DELAYS_MS.length + 1) await r.start(port);
      moveClock(1_000);
      await runWebhookSweep();
      await until(async () => (await attempts()).length === number, 10_000, `attempt ${number}`);
    }
    const log = await attempts();
    expect(log.map((a) => a.responseStatus)).toEqual([null, null, null, null, null, null, null, 204]);
    // The first attempt at once, each later one when its delay after the one before had passed on the schedule's
    // clock (and not a second before: checked above), give or take the real time this test takes.
    const times = log.map((a) => a.createdAt.getTime());
    expect(times[0] - started).toBeLessThan(5_000);
    for (const [i, delay] of RETRY_DELAYS_MS.entries()) {
      expect(times[i + 1] - times[i]).toBeGreaterThanOrEqual(delay);
      expect(times[i + 1] - times[i]).toBeLessThan(delay + 5_000);
    }
    const [done] = await db.select().from(webhookDelivery).where(eq(webhookDelivery.id, delivery.id));
    expect(done).toMatchObject({ status: "delivered", attempts: 8, lastStatus: 204 });
    expect(r.of("user.created", (d) => d.email === email)).toHaveLength(1);
  });

  it("1 000 events to five endpoints, one hanging: the other four get all of theirs as if it were not there", async () => {
    // This file's earlier endpoints off: five endpoints, no more.
    await db.update(webhookEndpoint).set({ enabled: false }).where(inArray(webhookEndpoint.id, endpoints));
    const healthy = await Promise.all([receiver(), receiver(), receiver(), receiver()]);
    const hanging = await receiver();
    hanging.hang = true;
    for (const r of [...healthy, hanging]) await endpointFor(r, ["user.created"]);
    const emails = Array.from({ length: 1000 }, () => uniqueEmail("burst"));
    const mine = new Set(emails);
    const started = Date.now();
    await insertUsers(emails);
    await wakeWebhooks();
    for (const r of healthy)
      await until(
        () => r.of("user.created", (d) => mine.has(d.email as string)).length === emails.length,
        120_000,
        "a healthy endpoint's events",
      );
    // A hanging receiver holds each attempt up to 15 s: had the healthy ones waited behind it, 1 000 attempts would
    // have taken hours. (The bound leaves room for another test file running alongside, as CI runs them.)
    expect(Date.now() - started).toBeLessThan(120_000);
    for (const r of healthy) expect(r.rejected).toEqual([]);
    hanging.hang = false;
    await hanging.stop();
  }, 180_000);

  it("a process that stops lets its endpoints go after the attempts in hand: another takes the rest at once", async () => {
    const r = await receiver();
    r.hang = true;
    const endpoint = await endpointFor(r, ["user.created"]);
    const emails = Array.from({ length: 12 }, () => uniqueEmail("drain"));
    await insertUsers(emails);
    // The sweep leases the endpoint and hands back its worker while the first batch hangs at the receiver.
    await runWebhookSweep();
    const stopped = stopDispatching();
    await r.stop(); // the attempts in hand fail at once (their connections are cut)
    await stopped;
    const [row] = await db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, endpoint.id));
    expect(row!.leaseUntil).toBeNull();
    // Other files' sign-ups reach this endpoint too (it hears every user.created): counted, they change nothing here.
    const deliveries = await db
      .select({ attempts: webhookDelivery.attempts, status: webhookDelivery.status, email: sql<string>`${webhookEvent.data} ->> 'email'` })
      .from(webhookDelivery)
      .innerJoin(webhookEvent, eq(webhookEvent.id, webhookDelivery.eventId))
      .where(eq(webhookDelivery.endpointId, endpoint.id));
    // Only the batch in hand was tried; the rest waits, due now, for whichever process sweeps next.
    const tried = deliveries.filter((d) => d.attempts > 0).length;
    expect(tried).toBeGreaterThan(0);
    expect(tried).toBeLessThan(deliveries.length);
    const untried = deliveries.filter((d) => d.attempts === 0);
    expect(untried.every((d) => d.status === "pending")).toBe(true);
    const waiting = untried.map((d) => d.email).filter((email) => emails.includes(email));
    expect(waiting.length).toBeGreaterThan(0);
    // And the endpoint is sent to again: the next sweep (this process's, or another's) sends what waited.
    r.hang = false;
    await r.start(r.port);
    await runWebhookSweep();
    await until(() => waiting.every((email) => r.of("user.created", (d) => d.email === email).length === 1), 10_000, "what waited");
  });

  it("during a rotation's grace both secrets sign; a receiver holding either accepts", async () => {
    const r = await receiver();
    const endpoint = await endpointFor(r, ["user.created"]);
    const oldSecret = r.secret;
    const rotated = await rotateSecret(app, endpoint.id);
    if (!rotated.ok) throw new Error(rotated.code);
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.endpoint.previousSecretExpiresAt).not.toBeNull();
    const [first, second] = [uniqueEmail("old-secret"), uniqueEmail("new-secret")];
    await insertUsers([first]);
    await wakeWebhooks();
    await until(() => r.of("user.created", (d) => d.email === first).length === 1, 10_000, "signed with the old secret");
    r.secret = rotated.secret;
    await insertUsers([second]);
    await wakeWebhooks();
    await until(() => r.of("user.created", (d) => d.email === second).length === 1, 10_000, "signed with the new secret");
    expect(r.of("user.created", (d) => d.email === second)[0].signatures).toBe(2);
    // The grace lasts 24 hours; after it only the new secret signs. Its end is written into the row rather than
    // this process's clock moved: any test process's sweep may be the one that sends the next delivery.
    expect(Date.parse(rotated.endpoint.previousSecretExpiresAt!) - now().getTime()).toBeGreaterThan(24 * 3600_000 - 60_000);
    await db
      .update(webhookEndpoint)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(webhookEndpoint.id, endpoint.id));
    const third = uniqueEmail("after-grace");
    await insertUsers([third]);
    await wakeWebhooks();
    await until(() => r.of("user.created", (d) => d.email === third).length === 1, 10_000, "after the grace");
    expect(r.of("user.created", (d) => d.email === third)[0].signatures).toBe(1);
    r.secret = oldSecret;
    expect(r.rejected).toEqual([]);
  });

  it("an endpoint off receives nothing; its pending deliveries are canceled", async () => {
    const r = await receiver();
    const endpoint = await endpointFor(r, ["user.created"]);
    await r.stop();
    const email = uniqueEmail("off");
    await insertUsers([email]);
    await wakeWebhooks();
    await until(
      async () =>
        (
          await db
            .select()
            .from(webhookDelivery)
            .where(and(eq(webhookDelivery.endpointId, endpoint.id), eq(webhookDelivery.attempts, 1)))
        ).length > 0,
      10_000,
      "a failed attempt",
    );
    const off = await updateEndpoint(app, endpoint.id, { enabled: false });
    expect(off).toMatchObject({ ok: true, endpoint: { enabled: false, disabledReason: "manual" } });
    // Every delivery of the endpoint, this test's and any other test file's users (it listens for the whole app).
    const rows = await db.select().from(webhookDelivery).where(eq(webhookDelivery.endpointId, endpoint.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((d) => d.status))).toEqual(new Set(["canceled"]));
  });

  it("a delivery added by a change that read the endpoint on just before it was turned off is canceled too", async () => {
    const r = await receiver();
    const endpoint = await endpointFor(r, ["user.created"]);
    await r.stop();
    // Another change, in its own transaction, has read the endpoint as on and added its delivery, not yet committed.
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let emitted!: () => void;
    const hasEmitted = new Promise<void>((resolve) => (emitted = resolve));
    const change = db.transaction(async (tx) => {
      await tx.execute(sql`select webhook_emit('user.created', null, ${JSON.stringify({ id: "u_race" })}::jsonb)`);
      emitted();
      await committing;
    });
    await hasEmitted;
    const off = updateEndpoint(app, endpoint.id, { enabled: false });
    // The turning off waits for that change, whose delivery it would otherwise miss.
    const first = await Promise.race([off.then(() => "off"), new Promise((resolve) => setTimeout(resolve, 500, "waiting"))]);
    expect(first).toBe("waiting");
    commit();
    await change;
    expect(await off).toMatchObject({ ok: true, endpoint: { enabled: false } });
    const rows = await db.select().from(webhookDelivery).where(eq(webhookDelivery.endpointId, endpoint.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((d) => d.status))).toEqual(new Set(["canceled"]));
  });

  it("an endpoint failing for five days is disabled, its pending deliveries canceled, and the operator who made it mailed in their language", async () => {
    const operator = await verifiedUser();
    await db.update(user).set({ role: "admin", locale: 6 }).where(eq(user.id, operator.user.id));
    const r = await receiver();
    const made = await createEndpoint(app, { url: r.url, eventTypes: ["user.created"] }, operator.user.id);
    if (!made.ok) throw new Error(made.code);
    endpoints.push(made.endpoint.id);
    await r.stop();
    // Failing since almost five days: the next failed attempt crosses the line.
    await db
      .update(webhookEndpoint)
      .set({ failingSince: new Date(now().getTime() - 5 * 24 * 3600_000 + 60_000) })
      .where(eq(webhookEndpoint.id, made.endpoint.id));
    const test = await sendTestEvent(app, made.endpoint.id);
    if (!test.ok) throw new Error(test.code);
    await until(
      async () => (await db.select().from(webhookAttempt).where(eq(webhookAttempt.deliveryId, test.deliveryId))).length === 1,
      10_000,
      "a failed attempt",
    );
    expect(await getEndpoint(app, made.endpoint.id)).toMatchObject({ enabled: true });
    moveClock(5 * 60_000);
    const [{ delivery }] = await until(() =>
      db.select({ delivery: webhookDelivery }).from(webhookDelivery).where(eq(webhookDelivery.id, test.deliveryId)),
    );
    expect(delivery.status).toBe("pending");
    moveClock(RETRY_DELAYS_MS[0]);
    await wakeWebhooks();
    await until(async () => !(await getEndpoint(app, made.endpoint.id))?.enabled, 10_000, "the endpoint disabled");
    expect(await getEndpoint(app, made.endpoint.id)).toMatchObject({ enabled: false, disabledReason: "failing" });
    const [after] = await db.select().from(webhookDelivery).where(eq(webhookDelivery.id, test.deliveryId));
    expect(after.status).toBe("canceled");
    const mail = await lastMailTo(operator.email, 10_000, "Ein Webhook-Endpunkt wurde deaktiviert");
    expect(mail.text).toContain(r.url);
    expect(mail.link).toContain(`/admin/developers/webhooks/${made.endpoint.id}`);
  });

  it("an organization's endpoint hears its own organization's events (better-auth's and the billing mirror's), not another's", async () => {
    const owner = await verifiedUser();
    const mine = await owner.client.post("/organization/create", { name: "Heard", slug: `heard-${Date.now().toString(36)}` });
    const other = await owner.client.post("/organization/create", { name: "Unheard", slug: `unheard-${Date.now().toString(36)}` });
    const organizationId = mine.body.id as string;
    const r = await receiver();
    const made = await createEndpoint(
      { kind: "organization", organizationId },
      { url: r.url, eventTypes: ["member.added", "team.created", "subscription.created", "subscription.canceled"] },
      owner.user.id,
    );
    if (!made.ok) throw new Error(made.code);
    endpoints.push(made.endpoint.id);
    r.secret = made.secret;
    const guest = await verifiedUser();
    for (const orgId of [organizationId, other.body.id as string]) {
      const invited = await owner.client.post("/organization/invite-member", { email: guest.email, role: "member", organizationId: orgId });
      expect(invited.status).toBe(200);
      expect((await guest.client.post("/organization/accept-invitation", { invitationId: invited.body.id })).status).toBe(200);
    }
    const [added] = await until(() => r.of("member.added", (d) => d.userId === guest.user.id), 10_000, "member.added");
    expect(EVENT_SCHEMAS["member.added"].parse(added.body).data).toMatchObject({ organizationId, role: "member" });

    const now = new Date();
    const subscriptionId = `sub-hook-${organizationId}`;
    await db.insert(billingSubscription).values({
      id: subscriptionId,
      status: "active",
      customerId: "cus-hook",
      productId: "prod-hook",
      amount: 1000,
      currency: "usd",
      recurringInterval: "month",
      currentPeriodStart: now,
      cancelAtPeriodEnd: false,
      metadata: { referenceId: organizationId },
      createdAt: now,
      modifiedAt: now,
    });
    await db
      .update(billingSubscription)
      .set({ canceledAt: now, cancelAtPeriodEnd: true, modifiedAt: new Date() })
      .where(eq(billingSubscription.id, subscriptionId));
    await wakeWebhooks();
    await until(() => r.of("subscription.canceled", (d) => d.id === subscriptionId), 10_000, "subscription.canceled");
    const created = r.of("subscription.created", (d) => d.id === subscriptionId);
    expect(created).toHaveLength(1);
    expect(EVENT_SCHEMAS["subscription.created"].parse(created[0].body).data).toMatchObject({
      organizationId,
      amount: 1000,
      status: "active",
    });
    // Nothing of the other organization's, and only the types asked for.
    expect(r.received.every((got) => (got.body.data as { organizationId?: string }).organizationId === organizationId)).toBe(true);
    expect(new Set(r.received.map((got) => got.type))).toEqual(new Set(["member.added", "subscription.created", "subscription.canceled"]));
    expect(r.rejected).toEqual([]);
  });
});
