import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { Validator } from "@seriousme/openapi-schema-validator";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as openApiJson } from "@/app/api/v1/openapi.json/route";
import { db } from "@/db/client";
import { billingOrder, billingSubscription, user, webhookEndpoint } from "@/db/schema";
import { ROUTES } from "@/lib/api/routes";
import { SCOPES } from "@/lib/api/scopes";
import { createEndpoint, sendTestEvent } from "@/lib/webhooks/endpoints";
import { api, createKey, organizationOfThree } from "../support/api";
import { BASE, verifiedUser } from "../support/client";

type Operation = { operationId: string; responses: Record<string, unknown>; requestBody?: unknown };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };

let doc: Document;
let operatorId: string | undefined;
beforeAll(async () => {
  const res = await openApiJson(new Request(`${BASE}/api/v1/openapi.json`));
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
});
// The app's endpoints the walk made hear the whole app: gone with the file.
afterAll(async () => {
  if (operatorId) await db.delete(webhookEndpoint).where(eq(webhookEndpoint.createdBy, operatorId));
});

/** Bodies for the operations that take one, by operationId. A new route with a body adds its example here. */
const EXAMPLES: Record<string, (f: Fixture) => unknown> = {
  updateMemberRole: () => ({ role: "admin" }),
  inviteMember: () => ({ email: `walk-${Date.now()}@example.com`, role: "member" }),
  // A public address written as an IP: nothing to resolve offline (the attempts fail there, which is not this test's).
  createWebhookEndpoint: () => ({ url: "https://93.184.216.34/hooks", eventTypes: ["member.added"], description: "CRM" }),
  updateWebhookEndpoint: () => ({ description: "CRM sync", eventTypes: ["member.added", "member.removed"] }),
  createAppWebhookEndpoint: () => ({ url: "https://93.184.216.34/app-hooks", eventTypes: ["team.deleted"], description: "Warehouse" }),
  updateAppWebhookEndpoint: () => ({ description: "Warehouse sync", eventTypes: ["team.deleted", "user.deleted"] }),
};

type Fixture = Awaited<ReturnType<typeof fixture>>;

/** An organization with a member, a pending invitation, a subscription and an order; the values of path parameters. */
async function fixture() {
  const org = await organizationOfThree();
  const key = (await createKey(org.owner, { name: "walk", permissions: SCOPES })).body.key as string;
  const invited = await org.owner.client.post("/organization/invite-member", {
    email: `pending-${Date.now()}@example.com`,
    role: "member",
    organizationId: org.orgId,
  });
  const now = new Date();
  await db.insert(billingSubscription).values({
    id: `sub-walk-${org.orgId}`,
    status: "active",
    customerId: "cus-walk",
    productId: "prod-walk",
    amount: 1000,
    currency: "usd",
    recurringInterval: "month",
    currentPeriodStart: now,
    cancelAtPeriodEnd: false,
    metadata: { referenceId: org.orgId },
    createdAt: now,
    modifiedAt: now,
  });
  await db.insert(billingOrder).values({
    id: `order-walk-${org.orgId}`,
    status: "paid",
    billingReason: "subscription_create",
    customerId: "cus-walk",
    subtotalAmount: 1000,
    discountAmount: 0,
    taxAmount: 0,
    totalAmount: 1000,
    refundedAmount: 0,
    currency: "usd",
    metadata: { referenceId: org.orgId },
    createdAt: now,
    modifiedAt: now,
  });
  const endpoint = await createEndpoint(
    { kind: "organization", organizationId: org.orgId },
    { url: "https://93.184.216.34/walk", eventTypes: ["member.added"] },
    null,
  );
  if (!endpoint.ok) throw new Error(endpoint.code);
  const test = await sendTestEvent({ kind: "organization", organizationId: org.orgId }, endpoint.endpoint.id);
  if (!test.ok) throw new Error(test.code);
  const params: Record<string, string> = {
    endpointId: endpoint.endpoint.id,
    deliveryId: test.deliveryId,
    organizationId: org.orgId,
    memberId: org.member.memberId,
    invitationId: invited.body.id as string,
  };
  // The whole app's routes (/webhooks/…): an operator's personal key, and an endpoint of the app's.
  const operator = await verifiedUser();
  operatorId = operator.user.id;
  await db.update(user).set({ role: "admin" }).where(eq(user.id, operator.user.id));
  const operatorKey = (await createKey(operator, { name: "ops", permissions: { webhooks: ["read", "write"] } })).body.key as string;
  const appEndpoint = await createEndpoint(
    { kind: "app" },
    { url: "https://93.184.216.34/app-walk", eventTypes: ["team.deleted"] },
    operator.user.id,
  );
  if (!appEndpoint.ok) throw new Error(appEndpoint.code);
  const appTest = await sendTestEvent({ kind: "app" }, appEndpoint.endpoint.id);
  if (!appTest.ok) throw new Error(appTest.code);
  const appParams: Record<string, string> = { endpointId: appEndpoint.endpoint.id, deliveryId: appTest.deliveryId };
  return { org, key, params, operatorKey, appParams };
}

/** The whole app's operations are the operators' (an organization's key or member is refused there). */
const isAppWide = (path: string) => path.startsWith("/webhooks/");

const ORDER = ["get", "post", "patch", "delete"];

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const validator = new Validator();
    const result = await validator.validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("documents exactly the operations the API answers, each with an operationId and the error shape", () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`));
    expect(documented.sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`).sort());
    for (const ops of Object.values(doc.paths))
      for (const op of Object.values(ops)) {
        expect(op.operationId).toEqual(expect.any(String));
        for (const status of ["400", "401", "403", "404", "429"]) expect(op.responses[status]).toBeDefined();
      }
  });

  it("every documented operation, called once with a key, answers as documented (its success schema)", async () => {
    const f = await fixture();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(doc, "openapi.json");
    const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");
    const operations = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
      .sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));
    expect(operations.length).toBe(ROUTES.length);
    for (const { path, method, op } of operations) {
      const params = isAppWide(path) ? f.appParams : f.params;
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
        if (!(name in params)) throw new Error(`no fixture value for {${name}} of ${op.operationId}: add one in fixture()`);
        return params[name]!;
      });
      let body: unknown;
      if (op.requestBody) {
        const example = EXAMPLES[op.operationId];
        if (!example) throw new Error(`no example body for ${op.operationId}: add one to EXAMPLES`);
        body = example(f);
      }
      const res = await api(method.toUpperCase() as "GET", url, { key: isAppWide(path) ? f.operatorKey : f.key }, body);
      const status = String(res.status);
      expect(Object.keys(op.responses), `${method} ${url}: ${status} ${JSON.stringify(res.body)}`).toContain(status);
      expect(res.status, `${op.operationId}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      const content = (op.responses[status] as { content?: Record<string, unknown> }).content;
      if (!content) continue;
      const validate = ajv.compile({
        $ref: `openapi.json#/${pointer("paths", path, method, "responses", status, "content", "application/json", "schema")}`,
      });
      expect(validate(res.body), `${op.operationId}: ${JSON.stringify(validate.errors)}`).toBe(true);
      if (method === "get" && Array.isArray((res.body as { data?: unknown[] }).data))
        expect((res.body as { data: unknown[] }).data.length, `${op.operationId} lists the fixture's items`).toBeGreaterThan(0);
    }
  });
});
