import { vi } from "vitest";

// This file's own rules: internal addresses refused (the other test files allow them, tests/support/env.ts).
vi.hoisted(() => {
  process.env.WEBHOOK_ALLOW_PRIVATE = "false";
});
vi.mock("next/headers", () => import("../support/next-request"));
vi.mock("next-intl/server", () => import("../support/next-request"));

import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import { member, user, webhookAttempt, webhookDelivery, webhookEndpoint } from "@/db/schema";
import { env } from "@/lib/env";
import { startedBoss } from "@/lib/jobs/boss";
import { checkAddress, isInternalAddress, useResolver } from "@/lib/webhooks/address";
import { createEndpointAction, deleteEndpointAction, sendTestEventAction, updateEndpointAction } from "@/lib/webhooks/actions";
import { dispatchesSettled, runWebhookSweep } from "@/lib/webhooks/dispatch";
import { createEndpoint, listDeliveries, redeliver, sendTestEvent } from "@/lib/webhooks/endpoints";
import { verifiedUser } from "../support/client";
import { actAs } from "../support/next-request";
import { until, WebhookReceiver } from "../support/webhook-receiver";

const made: string[] = [];
beforeAll(async () => {
  await ensureMigrated();
  await startedBoss();
});
afterEach(() => {
  useResolver(undefined);
  env.WEBHOOK_ALLOW_PRIVATE = false;
});
afterAll(async () => {
  if (made.length) await db.delete(webhookEndpoint).where(inArray(webhookEndpoint.id, made));
  await dispatchesSettled();
});

describe("outbound webhooks: addresses", () => {
  it("refuses loopback, private, link-local, metadata, CGNAT and their IPv6 forms at registration", async () => {
    for (const url of [
      "http://127.0.0.1/hook",
      "https://10.0.0.1/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://100.64.0.1/",
      "https://192.168.1.10/",
      "https://[::1]/hook",
      "https://[::ffff:127.0.0.1]/hook",
      "https://[::ffff:a9fe:a9fe]/hook",
      "https://[fd00::1]/",
      "https://[fe80::1]/",
      "https://0.0.0.0/",
    ]) {
      expect(await createEndpoint({ kind: "app" }, { url, eventTypes: ["user.created"] }, null), url).toEqual({
        ok: false,
        code: "PRIVATE_ADDRESS",
      });
    }
    expect(isInternalAddress("93.184.216.34")).toBe(false);
    expect(isInternalAddress("2606:4700::1111")).toBe(false);
  });

  it("refuses a name that resolves to loopback (or to any internal address among public ones)", async () => {
    useResolver(async (host) =>
      host === "loopback.example"
        ? [{ address: "127.0.0.1", family: 4 }]
        : host === "mixed.example"
          ? [
              { address: "93.184.216.34", family: 4 },
              { address: "10.1.2.3", family: 4 },
            ]
          : [],
    );
    for (const url of ["https://loopback.example/hook", "https://mixed.example/hook"])
      expect(await createEndpoint({ kind: "app" }, { url, eventTypes: ["user.created"] }, null)).toEqual({
        ok: false,
        code: "PRIVATE_ADDRESS",
      });
    expect(await checkAddress("https://nowhere.example/")).toEqual({ ok: false, code: "UNRESOLVABLE_HOST" });
    expect(await checkAddress("ftp://example.com/")).toEqual({ ok: false, code: "INVALID_URL" });
    expect(await checkAddress("https://user:pw@example.com/")).toEqual({ ok: false, code: "CREDENTIALS_IN_URL" });
  });

  it("checks again at delivery: a name that pointed outside at registration and at loopback now is not called", async () => {
    const r = await new WebhookReceiver().start();
    let target = "93.184.216.34";
    useResolver(async () => [{ address: target, family: 4 }]);
    const created = await createEndpoint(
      { kind: "app" },
      { url: `http://rebind.example:${r.port}/hook`, eventTypes: ["user.created"] },
      null,
    );
    if (!created.ok) throw new Error(created.code);
    made.push(created.endpoint.id);
    r.secret = created.secret;
    target = "127.0.0.1"; // DNS rebinding: the receiver is really there now
    // Sent by this process, whose address rules these are: queuing the test event wakes every test process's
    // sweeper, and one with the real resolver could take the delivery first (and refuse it as unresolvable), so
    // the endpoint is leased away from all of them until this process sweeps.
    const lease = (leaseUntil: Date | null) =>
      db.update(webhookEndpoint).set({ leaseUntil }).where(eq(webhookEndpoint.id, created.endpoint.id));
    await lease(new Date(Date.now() + 60_000));
    const test = await sendTestEvent({ kind: "app" }, created.endpoint.id);
    if (!test.ok) throw new Error(test.code);
    await lease(null);
    await runWebhookSweep();
    const [attempt] = await until(
      () => db.select().from(webhookAttempt).where(eq(webhookAttempt.deliveryId, test.deliveryId)),
      10_000,
      "the attempt",
    );
    expect(attempt).toMatchObject({ responseStatus: null, error: "refused: PRIVATE_ADDRESS" });
    expect(r.received).toEqual([]);
    await r.stop();
  });

  it("does not follow a redirect (to loopback or anywhere): a 3xx is a failed attempt", async () => {
    env.WEBHOOK_ALLOW_PRIVATE = true; // the redirecting server itself is local in this test
    const inner = await new WebhookReceiver().start();
    const redirecting = http.createServer((_request, response) => response.writeHead(307, { location: inner.url }).end());
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    const port = (redirecting.address() as AddressInfo).port;
    const created = await createEndpoint({ kind: "app" }, { url: `http://127.0.0.1:${port}/hook`, eventTypes: ["user.created"] }, null);
    if (!created.ok) throw new Error(created.code);
    made.push(created.endpoint.id);
    inner.secret = created.secret;
    const test = await sendTestEvent({ kind: "app" }, created.endpoint.id);
    if (!test.ok) throw new Error(test.code);
    // Sent by this process, whose address rules these are (another test file's process may sweep too).
    await runWebhookSweep();
    const [attempt] = await until(
      () => db.select().from(webhookAttempt).where(eq(webhookAttempt.deliveryId, test.deliveryId)),
      10_000,
      "the attempt",
    );
    expect(attempt.responseStatus).toBe(307);
    const [delivery] = await db.select().from(webhookDelivery).where(eq(webhookDelivery.id, test.deliveryId));
    expect(delivery).toMatchObject({ status: "pending", attempts: 1 });
    expect(inner.received).toEqual([]);
    // The delivery log shows it; a redelivery is a new delivery of the same event.
    const log = await listDeliveries({ kind: "app" }, created.endpoint.id);
    expect(log.ok && log.deliveries[0].attemptLog[0]).toMatchObject({ attempt: 1, responseStatus: 307 });
    const again = await redeliver({ kind: "app" }, created.endpoint.id, test.deliveryId);
    expect(again.ok).toBe(true);
    await new Promise<void>((resolve) => redirecting.close(() => resolve()));
    await inner.stop();
  });
});

describe("outbound webhooks: who manages endpoints", () => {
  it("an organization's owner and admin can, a member cannot, another organization's admin cannot reach them; the app's are operators'", async () => {
    const owner = await verifiedUser();
    const slug = `hooks-${Date.now().toString(36)}`;
    const org = await owner.client.post("/organization/create", { name: "Hooks", slug });
    const organizationId = org.body.id as string;
    const [admin, plain, stranger] = await Promise.all([verifiedUser(), verifiedUser(), verifiedUser()]);
    await db.insert(member).values([
      { id: `m-${admin.user.id}`, organizationId, userId: admin.user.id, role: "admin" },
      { id: `m-${plain.user.id}`, organizationId, userId: plain.user.id, role: "member" },
    ]);
    const other = await stranger.client.post("/organization/create", { name: "Other", slug: `${slug}-other` });
    env.WEBHOOK_ALLOW_PRIVATE = true;
    const input = { organizationId, url: "http://127.0.0.1:9/hook", eventTypes: ["member.added" as const] };

    actAs(plain.client);
    expect(await createEndpointAction(input)).toMatchObject({ ok: false, code: "FORBIDDEN", message: "You cannot manage these webhooks." });

    actAs(admin.client);
    const created = await createEndpointAction(input);
    if (!created.ok) throw new Error(created.code);
    made.push(created.endpoint.id);
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.endpoint.organizationId).toBe(organizationId);
    // An organization's endpoint cannot ask for people's account events.
    expect(await createEndpointAction({ ...input, eventTypes: ["user.created"] })).toMatchObject({
      ok: false,
      code: "EVENT_TYPE_NOT_ALLOWED",
    });
    expect(await createEndpointAction({ ...input, url: "not a url" })).toMatchObject({ ok: false, code: "INVALID_URL" });

    actAs(owner.client);
    expect(await updateEndpointAction({ organizationId, id: created.endpoint.id, description: "CRM sync" })).toMatchObject({
      ok: true,
      endpoint: { description: "CRM sync" },
    });

    actAs(stranger.client);
    // Their own organization's scope does not reach another's endpoint, and the other's scope is refused.
    expect(await updateEndpointAction({ organizationId: other.body.id as string, id: created.endpoint.id, enabled: false })).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
    expect(await sendTestEventAction({ organizationId, id: created.endpoint.id })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    // Nor is anyone but an operator let at the app's endpoints.
    expect(await createEndpointAction({ url: "http://127.0.0.1:9/hook", eventTypes: ["user.created"] })).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
    });

    await db.update(user).set({ role: "admin" }).where(eq(user.id, stranger.user.id));
    const appWide = await createEndpointAction({ url: "http://127.0.0.1:9/hook", eventTypes: ["user.created"] });
    if (!appWide.ok) throw new Error(appWide.code);
    made.push(appWide.endpoint.id);
    expect(appWide.endpoint.organizationId).toBeNull();
    // An operator's app scope does not reach an organization's endpoint either.
    expect(await deleteEndpointAction({ id: created.endpoint.id })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await deleteEndpointAction({ id: appWide.endpoint.id })).toEqual({ ok: true });
  });
});
