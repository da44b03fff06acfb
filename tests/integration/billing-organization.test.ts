import { vi } from "vitest";

const settings = vi.hoisted(() => {
  // Below 32768, where Linux hands out the ephemeral ports of outgoing connections (one once took this port).
  const port = 21_000 + Math.floor(Math.random() * 11_000);
  process.env.POLAR_ACCESS_TOKEN = "polar_oat_org_billing_test";
  process.env.POLAR_SERVER_URL = `http://127.0.0.1:${port}`;
  return { port };
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type Emulator } from "@/emulator/server";
import { changeCancellation } from "@/lib/billing/subscriptions";
import { BASE, TestClient, verifiedUser } from "../support/client";

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ port: settings.port, dataDir: ":memory:", accessToken: "polar_oat_org_billing_test", selfCheck: true });
});
afterAll(async () => {
  await emu.close();
  delete process.env.POLAR_ACCESS_TOKEN;
  delete process.env.POLAR_SERVER_URL;
});

const pro = () => emu.store.state.products.find((p) => p.name === "Pro monthly")!.id;

async function organizationWithMember() {
  const owner = await verifiedUser();
  const created = await owner.client.post("/organization/create", {
    name: "Guarded",
    slug: `guarded-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
  });
  const plain = await verifiedUser();
  const invited = await owner.client.post("/organization/invite-member", {
    email: plain.email,
    role: "member",
    organizationId: created.body.id,
  });
  await plain.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
  const outsider = await verifiedUser();
  return { owner, plain, outsider, orgId: created.body.id as string };
}

const checkouts = () => emu.store.state.checkouts.length;

describe("the Polar plugin's checkout is guarded by our own checks", () => {
  it("an owner may buy for the organization; a plain member and an outsider may not, and no checkout is made", async () => {
    const { owner, plain, outsider, orgId } = await organizationWithMember();
    const before = checkouts();
    for (const who of [plain, outsider]) {
      const refused = await who.client.post("/checkout", { products: [pro()], referenceId: orgId });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("ORG_ROLE_REQUIRED");
    }
    expect(checkouts()).toBe(before);
    const bought = await owner.client.post("/checkout", { products: [pro()], referenceId: orgId });
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({ redirect: true });
    const made = emu.store.state.checkouts.at(-1)!;
    expect(bought.body.url).toContain(made.client_secret);
    expect(made.metadata).toEqual({ referenceId: orgId, purchasedBy: owner.user.id });
    expect(made.external_customer_id).toBe(owner.user.id);
    expect(made.success_url).toBe(`${BASE}/billing/success?checkout_id={CHECKOUT_ID}`);
  });

  it("a personal purchase is referenced to the user; signed out there is no checkout", async () => {
    const { owner } = await organizationWithMember();
    expect((await owner.client.post("/checkout", { products: pro() })).status).toBe(200);
    expect(emu.store.state.checkouts.at(-1)!.metadata).toEqual({ referenceId: owner.user.id, purchasedBy: owner.user.id });
    const before = checkouts();
    const anonymous = await new TestClient().post("/checkout", { products: [pro()] });
    expect(anonymous.status).toBe(401);
    expect(checkouts()).toBe(before);
  });

  it("refuses a foreign product id, a tampered amount and fields the buyer may not choose", async () => {
    const { owner } = await organizationWithMember();
    const pwyw = emu.store.state.products.find((p) => p.name === "Support the project")!.id;
    const before = checkouts();
    const refusals: [unknown, string][] = [
      [{ products: ["00000000-0000-4000-8000-000000000000"] }, "UNKNOWN_PLAN"],
      [{ products: [pwyw], amount: 1 }, "INVALID_AMOUNT"],
      [{ products: [pro()], amount: 100 }, "INVALID_AMOUNT"],
      [{ products: [pwyw], amount: 25.5 }, "VALIDATION_ERROR"],
      [{ products: [pro()], successUrl: "https://evil.example/steal" }, "VALIDATION_ERROR"],
      [{ products: [pro()], metadata: { referenceId: "someone-else" } }, "VALIDATION_ERROR"],
      [{ products: [pro()], allowTrial: true, trialInterval: "year", trialIntervalCount: 10 }, "VALIDATION_ERROR"],
      [{ products: [pro()], discountId: "00000000-0000-4000-8000-000000000000" }, "VALIDATION_ERROR"],
      [{ products: [pro(), pwyw] }, "VALIDATION_ERROR"],
      [{ products: 5 }, "VALIDATION_ERROR"],
      ["not json at all", "VALIDATION_ERROR"],
    ];
    for (const [body, code] of refusals) {
      const refused = await owner.client.post("/checkout", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      if (typeof body === "object") expect(refused.body.code, JSON.stringify(body)).toBe(code);
    }
    expect(checkouts()).toBe(before);
    const chosen = await owner.client.post("/checkout", { products: [pwyw], amount: 2500 });
    expect(chosen.status).toBe(200);
    expect(emu.store.state.checkouts.at(-1)!.amount).toBe(2500);
  });
});

describe("the plugin's other endpoints", () => {
  it("lists an organization's subscriptions only to its members, and only that organization's", async () => {
    const { owner, plain, outsider, orgId } = await organizationWithMember();
    // Two paid subscriptions: the organization's, and the outsider's own.
    for (const [who, body] of [
      [owner, { products: [pro()], referenceId: orgId }],
      [outsider, { products: [pro()] }],
    ] as const) {
      const made = await who.client.post("/checkout", body);
      const secret = new URL(made.body.url).pathname.split("/").at(-1);
      const paid = await fetch(`${process.env.POLAR_SERVER_URL}/v1/checkouts/client/${secret}/confirm`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(paid.status).toBe(200);
    }
    const refused = await outsider.client.get(`/customer/subscriptions/list?referenceId=${orgId}`);
    expect(refused.status).toBe(403);
    const listed = await plain.client.get(`/customer/subscriptions/list?referenceId=${orgId}`);
    expect(listed.status).toBe(200);
    expect(listed.body.result.items.map((s: { metadata: unknown }) => s.metadata)).toEqual([
      { referenceId: orgId, purchasedBy: owner.user.id },
    ]);
  });

  it("opens the portal for the user's own customer, and takes usage only from our server", async () => {
    const { outsider } = await organizationWithMember();
    const portal = await outsider.client.post("/customer/portal", {});
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const before = emu.store.state.events.length;
    const ingest = await outsider.client.post("/usage/ingest", { event: "api_call", metadata: { units: -1000 } });
    expect(ingest.status).toBe(403);
    expect(emu.store.state.events.length).toBe(before);
  });

  it("nobody may cancel a subscription that is not theirs nor their organization's", async () => {
    const { outsider } = await organizationWithMember();
    const result = await changeCancellation(outsider.user.id, "00000000-0000-4000-8000-000000000000", { cancel: false });
    expect(result).toEqual({ ok: false, code: "NOT_FOUND" });
  });

  it("refuses a page Polar would refuse with 400, not as an outage, and serves whole pages from 1", async () => {
    const person = await verifiedUser();
    const lists = ["/customer/benefits/list", "/customer/orders/list", "/customer/subscriptions/list", "/usage/meters/list"];
    for (const list of lists) {
      for (const query of ["page=0", "page=-1", "page=1.5", "page=abc", "limit=0", "limit=", "page=1&limit=-5"]) {
        const refused = await person.client.get(`${list}?${query}`);
        expect(refused.status, `${list}?${query}`).toBe(400);
        expect(refused.body.code).toBe("VALIDATION_ERROR");
        expect(refused.body.message).toMatch(/^\[query\.(page|limit)\] Expected a whole number of at least 1$/);
      }
      // Above its maximum of 100, Polar answers 100.
      for (const query of ["page=1&limit=100", "page=2", "limit=1000"]) {
        expect((await person.client.get(`${list}?${query}`)).status, `${list}?${query}`).toBe(200);
      }
    }
  });
});
