import { vi } from "vitest";

const SECRET = vi.hoisted(() => {
  const secret = "whsec_entitlements_test_secret";
  process.env.POLAR_WEBHOOK_SECRET = secret;
  return secret;
});

import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/webhooks/polar/route";
import { ensureMigrated } from "@/db/migrate";
import { startEmulator, type Emulator } from "@/emulator/server";
import { entitlementsOf, meterEntitlement, purchaseStatus, type PurchaseStatus } from "@/lib/billing/entitlements";
import { customerOf } from "@/lib/billing/queries";

/**
 * The success page and the gated features read one source of entitlements. These tests replay Polar's real
 * sequence (the emulator's) one event at a time and look at that source after each event, as a buyer who
 * reloads at that instant would.
 */
type Snapshot = { type: string; status: PurchaseStatus; unlocked: boolean; stateGrants: number };

let emu: Emulator;
let receiver: Server;
/** What the receiver watches after each event it applies: one user and one checkout. */
let watching: { userId: string; checkoutId: string | null; snapshots: Snapshot[] } | null = null;

const control = (path: string, body: unknown = {}) =>
  fetch(`${emu.url}${path}`, {
    method: "POST",
    headers: { authorization: "Bearer t", "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then((r) => r.json());

beforeAll(async () => {
  await ensureMigrated();
  // Applies each delivery through the app's route, then records what the user would see at that moment.
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", async () => {
      const headers = new Headers(Object.entries(req.headers).map(([k, v]): [string, string] => [k, String(v)]));
      const reply = await POST(new Request("http://localhost:3000/api/webhooks/polar", { method: "POST", headers, body }));
      const event = JSON.parse(body) as { type: string; data: { id: string } };
      if (watching && event.type === "checkout.created") watching.checkoutId ??= event.data.id;
      if (watching?.checkoutId) {
        const state = (await customerOf(watching.userId))?.state as { granted_benefits?: unknown[] } | null | undefined;
        watching.snapshots.push({
          type: event.type,
          status: await purchaseStatus(watching.userId, watching.checkoutId),
          unlocked: (await meterEntitlement({ userId: watching.userId })) !== null,
          stateGrants: state?.granted_benefits?.length ?? 0,
        });
      }
      res.writeHead(reply.status).end(await reply.text());
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  emu = await startEmulator({ port: 0, dataDir: ":memory:", accessToken: "t", selfCheck: true, retryBaseMs: 50 });
  await control("/__emulator/webhook-endpoint", {
    url: `http://127.0.0.1:${(receiver.address() as { port: number }).port}/`,
    secret: SECRET,
  });
});

afterAll(async () => {
  await emu.close();
  await new Promise((r) => receiver.close(r));
});

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

describe("entitlements come from the mirror, and the success page waits for them", () => {
  it("the usage-based plan unlocks the feature no later than the checkout says it succeeded", async () => {
    const userId = unique("metered-user");
    watching = { userId, checkoutId: null, snapshots: [] };
    await control("/__emulator/trigger/subscribe", {
      product: "Usage-based API",
      customer_email: `${userId}@example.com`,
      external_customer_id: userId,
    });
    await control("/__emulator/flush");
    const { snapshots } = watching;
    watching = null;

    // Whenever the success page would say "ready", the feature is open.
    for (const s of snapshots) if (s.status === "ready") expect(s.unlocked).toBe(true);
    const firstReady = snapshots.findIndex((s) => s.status === "ready");
    expect(firstReady).toBeGreaterThanOrEqual(0);
    // Ready as soon as Polar's checkout succeeded: the live subscription is already in our tables...
    expect(snapshots[firstReady].type).toBe("checkout.updated");
    // ...while Polar's customer state did not list the benefit yet: what used to leave /demo locked.
    expect(snapshots[firstReady].stateGrants).toBe(0);
    expect(snapshots.at(-1)).toMatchObject({ status: "ready", unlocked: true });
  });

  it("a one-time purchase is ready once its order is paid; nothing unlocks the metered feature", async () => {
    const userId = unique("once-user");
    watching = { userId, checkoutId: null, snapshots: [] };
    await control("/__emulator/trigger/purchase", { product: "Lifetime license", external_customer_id: userId });
    await control("/__emulator/flush");
    const { snapshots } = watching;
    watching = null;
    expect(snapshots.at(-1)).toMatchObject({ status: "ready", unlocked: false });
    const license = (await entitlementsOf({ userId })).find((e) => e.type === "license_keys");
    expect(license?.grant?.properties).toHaveProperty("display_key");
  });

  it("a revoked subscription locks the feature again", async () => {
    const userId = unique("revoked-user");
    const bought = await control("/__emulator/trigger/subscribe", {
      product: "Usage-based API",
      customer_email: `${userId}@example.com`,
      external_customer_id: userId,
    });
    await control("/__emulator/flush");
    expect(await meterEntitlement({ userId })).not.toBeNull();
    await control("/__emulator/trigger/revoke", { subscription_id: bought.subscription_id });
    await control("/__emulator/flush");
    expect(await meterEntitlement({ userId })).toBeNull();
    expect(await entitlementsOf({ userId })).toEqual([]);
  });

  it("a plan bought for an organization is the organization's, not the buyer's own", async () => {
    const userId = unique("org-buyer");
    const organizationId = unique("org");
    const product = emu.store.state.products.find((p) => p.name === "Usage-based API")!;
    const headers = { authorization: "Bearer t", "content-type": "application/json" };
    const checkout = await fetch(`${emu.url}/v1/checkouts/`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        products: [product.id],
        external_customer_id: userId,
        customer_email: `${userId}@example.com`,
        metadata: { referenceId: organizationId },
      }),
    }).then((r) => r.json());
    const paid = await fetch(checkout.url, {
      method: "POST",
      body: new URLSearchParams({ customer_email: `${userId}@example.com`, card: "4242 4242 4242 4242" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    await control("/__emulator/flush");

    expect(await meterEntitlement({ organizationId })).not.toBeNull();
    expect(await meterEntitlement({ userId })).toBeNull();
    expect(await entitlementsOf({ userId })).toEqual([]);
    // The buyer's success page follows the organization's entitlements.
    expect(await purchaseStatus(userId, checkout.id)).toBe("ready");
  });

  it("a checkout of someone else's is never shown as ready", async () => {
    const buyer = unique("buyer");
    const bought = await control("/__emulator/trigger/subscribe", {
      product: "Pro monthly",
      customer_email: `${buyer}@example.com`,
      external_customer_id: buyer,
    });
    await control("/__emulator/flush");
    expect(await purchaseStatus(buyer, bought.checkout_id)).toBe("ready");
    expect(await purchaseStatus(unique("stranger"), bought.checkout_id)).toBe("pending");
  });
});
