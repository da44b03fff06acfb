import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { user, webhookDelivery, webhookEndpoint } from "@/db/schema";
import { env } from "@/lib/env";
import { startedBoss } from "@/lib/jobs/boss";
import { useResolver } from "@/lib/webhooks/address";
import { dispatchesSettled, runWebhookSweep } from "@/lib/webhooks/dispatch";
import { DESCRIPTION_MAX } from "@/lib/webhooks/model";
import { api, createKey, organizationOfThree } from "../support/api";
import { TestClient, verifiedUser } from "../support/client";
import { until, WebhookReceiver } from "../support/webhook-receiver";

/**
 * The whole app's webhook endpoints through /api/v1/webhooks/endpoints: its operators', with a session or their
 * personal key holding the `webhooks` scope, as on the console; nobody else's, and no organization's key.
 */
type Signed = Awaited<ReturnType<typeof verifiedUser>>;

const operators: string[] = [];
const receivers: WebhookReceiver[] = [];

async function operator(): Promise<Signed> {
  const signed = await verifiedUser();
  await db.update(user).set({ role: "admin" }).where(eq(user.id, signed.user.id));
  operators.push(signed.user.id);
  return signed;
}

async function receiver(): Promise<WebhookReceiver> {
  const r = await new WebhookReceiver().start();
  receivers.push(r);
  return r;
}

/** The app's endpoints with this URL (each test's URLs are its own: other files make the app's endpoints too). */
const appEndpointsAt = (url: string) =>
  db
    .select()
    .from(webhookEndpoint)
    .where(and(isNull(webhookEndpoint.organizationId), eq(webhookEndpoint.url, url)));

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  await startedBoss();
});
afterEach(() => {
  useResolver(undefined);
  env.WEBHOOK_ALLOW_PRIVATE = true;
});
afterAll(async () => {
  // The app's endpoints hear the whole app: none of this file's may outlive it.
  await Promise.all(receivers.map((r) => r.stop()));
  await dispatchesSettled();
  if (operators.length) await db.delete(webhookEndpoint).where(inArray(webhookEndpoint.createdBy, operators));
});

describe("the app's webhook endpoints through the API", () => {
  it("an operator with a session adds one (secret shown once, stored sealed), reads, changes, tests it (verified with standardwebhooks), reads the log, redelivers, rotates and deletes it", async () => {
    const op = await operator();
    const as = { client: op.client };
    const r = await receiver();

    const created = await api("POST", "/webhooks/endpoints", as, { url: r.url, eventTypes: ["user.deleted"], description: "Warehouse" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const secret = created.body.secret as string;
    expect(secret).toMatch(/^whsec_/);
    // A person's account events are the app's to hear (an organization's endpoint cannot ask for them).
    expect(created.body.endpoint).toMatchObject({
      organizationId: null,
      eventTypes: ["user.deleted"],
      description: "Warehouse",
      enabled: true,
    });
    const id = created.body.endpoint.id as string;
    const [row] = await db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, id));
    expect(row.createdBy).toBe(op.user.id);
    expect(row.secret).not.toContain(secret.slice("whsec_".length));
    expect(row.secret).toMatch(/^sealed:v1:[0-9a-f]+$/);
    r.secret = secret;

    const list = await api("GET", "/webhooks/endpoints", as);
    expect(list.status).toBe(200);
    expect((list.body.data as Array<{ id: string }>).map((e) => e.id)).toContain(id);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect((await api("GET", `/webhooks/endpoints/${id}`, as)).body).toMatchObject({ id, url: r.url });
    const changed = await api("PATCH", `/webhooks/endpoints/${id}`, as, {
      description: "Warehouse sync",
      eventTypes: ["user.deleted", "team.deleted"],
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ description: "Warehouse sync", eventTypes: ["user.deleted", "team.deleted"] });

    const test = await api("POST", `/webhooks/endpoints/${id}/test`, as);
    expect(test.status).toBe(201);
    await runWebhookSweep();
    const [got] = await until(() => r.received.filter((x) => x.id === test.body.eventId), 10_000, "the test event");
    expect(got).toMatchObject({ type: "webhook.test", signatures: 1 });
    expect(r.rejected).toEqual([]);
    const log = await until(
      async () => {
        const page = await api("GET", `/webhooks/endpoints/${id}/deliveries`, as);
        return page.body.data[0]?.status === "delivered" ? page : null;
      },
      10_000,
      "the delivery logged",
    );
    expect(log!.body.data[0]).toMatchObject({ id: test.body.deliveryId, eventId: test.body.eventId, trigger: "test", attempts: 1 });
    expect(log!.body.data[0].attemptLog[0]).toMatchObject({ attempt: 1, responseStatus: 204 });

    const again = await api("POST", `/webhooks/endpoints/${id}/deliveries/${test.body.deliveryId}/redeliver`, as);
    expect(again.status).toBe(201);
    await runWebhookSweep();
    await until(() => r.received.filter((x) => x.id === test.body.eventId).length === 2, 10_000, "the redelivery");

    const rotated = await api("POST", `/webhooks/endpoints/${id}/rotate-secret`, as);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);
    expect(rotated.body.endpoint.previousSecretExpiresAt).toEqual(expect.any(String));
    const [after] = await db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, id));
    // Both secrets at rest are sealed: neither the new one nor the one still in its grace is readable there.
    for (const stored of [after.secret, after.previousSecret!]) {
      expect(stored).toMatch(/^sealed:v1:/);
      for (const plain of [secret, rotated.body.secret as string]) expect(stored).not.toContain(plain.slice("whsec_".length));
    }
    r.secret = rotated.body.secret as string;
    const second = await api("POST", `/webhooks/endpoints/${id}/test`, as);
    await runWebhookSweep();
    const [signedTwice] = await until(() => r.received.filter((x) => x.id === second.body.eventId), 10_000, "signed with the new secret");
    expect(signedTwice.signatures).toBe(2);

    expect((await api("DELETE", `/webhooks/endpoints/${id}`, as)).status).toBe(204);
    const gone = await api("GET", `/webhooks/endpoints/${id}`, as);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe("WEBHOOK_NOT_FOUND");
    expect(await db.select().from(webhookDelivery).where(eq(webhookDelivery.endpointId, id))).toEqual([]);
  });

  it("an operator's personal key needs the webhooks scope (read to read, write to change); everyone else is refused (403 OPERATORS_ONLY) and nothing is made", async () => {
    const op = await operator();
    const full = await createKey(op, { name: "ops", permissions: { webhooks: ["read", "write"] } });
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    const reader = (await createKey(op, { name: "ops-read", permissions: { webhooks: ["read"] } })).body.key as string;
    const none = (await createKey(op, { name: "ops-none", permissions: {} })).body.key as string;
    const url = `https://93.184.216.34/ops-${unique()}`;
    const input = { url, eventTypes: ["team.deleted"] };

    expect((await api("GET", "/webhooks/endpoints", { key: reader })).status).toBe(200);
    const readOnly = await api("POST", "/webhooks/endpoints", { key: reader }, input);
    expect(readOnly.status).toBe(403);
    expect(readOnly.body).toMatchObject({ code: "INSUFFICIENT_SCOPE" });
    expect(readOnly.body.message).toContain("webhooks:write");
    const noScope = await api("GET", "/webhooks/endpoints", { key: none });
    expect(noScope.status).toBe(403);
    expect(noScope.body).toMatchObject({ code: "INSUFFICIENT_SCOPE" });

    // Others: an organization's owner (who holds the webhooks scope for their organization) with a session and with
    // a personal key, their organization's key, a plain member, and an operator's impersonation of a member.
    const org = await organizationOfThree();
    const ownerKey = (await createKey(org.owner, { name: "owner", permissions: { webhooks: ["read", "write"] } })).body.key as string;
    const orgKey = await createKey(org.owner, { name: "org", organizationId: org.orgId, permissions: { webhooks: ["read", "write"] } });
    expect(orgKey.status).toBe(200);
    const impersonating = new TestClient();
    expect((await impersonating.post("/sign-in/email", { email: op.email, password: op.password })).status).toBe(200);
    expect((await impersonating.post("/admin/impersonate-user", { userId: org.member.user.id })).status).toBe(200);
    const refusedCallers = [
      { client: org.owner.client },
      { key: ownerKey },
      { key: orgKey.body.key as string },
      { client: org.member.client },
      { client: impersonating },
    ];
    for (const as of refusedCallers) {
      for (const [method, body] of [
        ["GET", undefined],
        ["POST", input],
      ] as const) {
        const refused = await api(method, "/webhooks/endpoints", as, body);
        expect(refused.status, `${method} ${JSON.stringify(refused.body)}`).toBe(403);
        expect(refused.body.code).toBe("OPERATORS_ONLY");
        expect(refused.body.message).toEqual(expect.any(String));
      }
    }
    expect(await appEndpointsAt(url)).toEqual([]);
    // Nor can anyone but an operator mint a key with the webhooks scope outside an organization.
    const stranger = await verifiedUser();
    const minted = await createKey(stranger, { name: "x", permissions: { webhooks: ["read"] } });
    expect(minted.status).toBe(403);
    expect(minted.body.code).toBe("SCOPES_BEYOND_RIGHTS");

    const made = await api("POST", "/webhooks/endpoints", { key: full.body.key }, input);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await appEndpointsAt(url)).toHaveLength(1);
    // The app's scope never reaches an organization's endpoint, nor does the operator reach the organization's.
    const orgEndpoint = await api(
      "POST",
      `/organizations/${org.orgId}/webhooks/endpoints`,
      { key: ownerKey },
      {
        url: `https://93.184.216.34/org-${unique()}`,
        eventTypes: ["member.added"],
      },
    );
    expect(orgEndpoint.status).toBe(201);
    const across = await api("GET", `/webhooks/endpoints/${orgEndpoint.body.endpoint.id}`, { key: full.body.key });
    expect(across.status).toBe(404);
    expect(across.body.code).toBe("WEBHOOK_NOT_FOUND");
    expect((await api("GET", `/organizations/${org.orgId}/webhooks/endpoints`, { key: full.body.key })).status).toBe(404);

    // An operator no longer: their key is refused at the next call, and the endpoint is untouched.
    await db.update(user).set({ role: "user" }).where(eq(user.id, op.user.id));
    const demoted = await api("DELETE", `/webhooks/endpoints/${made.body.endpoint.id}`, { key: full.body.key });
    expect(demoted.status).toBe(403);
    expect(demoted.body.code).toBe("OPERATORS_ONLY");
    expect(await appEndpointsAt(url)).toHaveLength(1);
  });

  it("bad input gets a clear error naming the field and changes nothing; internal addresses are refused when added and when changed (SSRF)", async () => {
    const op = await operator();
    const key = (await createKey(op, { name: "ops", permissions: { webhooks: ["read", "write"] } })).body.key as string;
    const url = `https://93.184.216.34/bad-${unique()}`;
    const cases: Array<[unknown, string]> = [
      [{ url, eventTypes: ["user.exploded"] }, "body.eventTypes.0"],
      [{ url, eventTypes: [] }, "body.eventTypes"],
      [{ eventTypes: ["user.created"] }, "body.url"],
      [{ url, eventTypes: ["user.created"], description: "x".repeat(DESCRIPTION_MAX + 1) }, "body.description"],
    ];
    for (const [body, field] of cases) {
      const refused = await api("POST", "/webhooks/endpoints", { key }, body);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body).toMatchObject({ code: "VALIDATION_ERROR", field });
      expect(refused.body.message).toContain(`[${field}]`);
    }
    expect((await api("POST", "/webhooks/endpoints", { key }, "{not json")).status).toBe(400);
    expect(
      (await api("POST", "/webhooks/endpoints", { key }, `url=${url}`, { "content-type": "application/x-www-form-urlencoded" })).status,
    ).toBe(415);
    expect((await api("DELETE", "/webhooks/endpoints", { key })).status).toBe(405);
    const notUrl = await api("POST", "/webhooks/endpoints", { key }, { url: "not a url", eventTypes: ["user.created"] });
    expect(notUrl.status).toBe(400);
    expect(notUrl.body).toMatchObject({ code: "INVALID_URL", field: "body.url" });
    expect(await appEndpointsAt(url)).toEqual([]);

    // Internal addresses, written out or behind a name, as this file's rules have it for this test.
    env.WEBHOOK_ALLOW_PRIVATE = false;
    useResolver(async (host) => (host === "loopback.example" ? [{ address: "127.0.0.1", family: 4 }] : []));
    const internal = [
      "http://127.0.0.1/hook",
      "https://10.0.0.1/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/hook",
      "https://loopback.example/hook",
    ];
    for (const target of internal) {
      const refused = await api("POST", "/webhooks/endpoints", { key }, { url: target, eventTypes: ["user.created"] });
      expect(refused.status, target).toBe(400);
      expect(refused.body).toMatchObject({ code: "PRIVATE_ADDRESS", field: "body.url" });
      expect(await appEndpointsAt(target)).toEqual([]);
    }
    const made = await api("POST", "/webhooks/endpoints", { key }, { url, eventTypes: ["team.deleted"] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.endpoint.id as string;
    for (const target of ["https://169.254.169.254/", "https://loopback.example/"]) {
      const moved = await api("PATCH", `/webhooks/endpoints/${id}`, { key }, { url: target });
      expect(moved.status).toBe(400);
      expect(moved.body.code).toBe("PRIVATE_ADDRESS");
    }
    const badChange = await api("PATCH", `/webhooks/endpoints/${id}`, { key }, { eventTypes: ["nope"], description: "changed" });
    expect(badChange.status).toBe(400);
    expect(badChange.body.field).toBe("body.eventTypes.0");
    expect((await api("GET", `/webhooks/endpoints/${id}`, { key })).body).toMatchObject({
      url,
      description: "",
      eventTypes: ["team.deleted"],
    });

    const missing = await api("PATCH", "/webhooks/endpoints/ep_nothing", { key }, { description: "x" });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("WEBHOOK_NOT_FOUND");
    expect((await api("POST", `/webhooks/endpoints/${id}/deliveries/whd_nothing/redeliver`, { key })).status).toBe(404);
    expect((await api("GET", "/webhooks/endpoints/not%20an%20id", { key })).body).toMatchObject({
      code: "VALIDATION_ERROR",
      field: "path.endpointId",
    });
    // A disabled endpoint takes no test event (409), and says so.
    expect((await api("PATCH", `/webhooks/endpoints/${id}`, { key }, { enabled: false })).body).toMatchObject({
      enabled: false,
      disabledReason: "manual",
    });
    const off = await api("POST", `/webhooks/endpoints/${id}/test`, { key });
    expect(off.status).toBe(409);
    expect(off.body.code).toBe("ENDPOINT_DISABLED");
  });
});
