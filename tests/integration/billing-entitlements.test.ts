import { vi } from "vitest";

const SECRET = vi.hoisted(() => {
  const secret = "whsec_entitlements_test_secret";
  process.env.POLAR_WEBHOOK_SECRET = secret;
  return secret;
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureMigrated } from "@/db/migrate";
import { entitlementsOf, meterEntitlement, purchaseStatus, type PurchaseStatus } from "@/lib/billing/entitlements";
import { customerOf } from "@/lib/billing/queries";
import { emulatorWiredToApp, type EmulatorWiredToApp } from "../support/emulator-wired-to-app";

/**
 * The success page and the gated features read one source of entitlements. These tests replay Polar's real
 * sequence (the emulator's) one event at a time and look at that source after each event, as a buyer who
 * reloads at that instant would.
 */
type Snapshot = { type: string; status: PurchaseStatus; unlocked: boolean; stateGrants: number };

/** What each delivery is checked against after the app applied it: one user and one checkout. */
let watching: { userId: string; checkoutId: string | null; snapshots: Snapshot[] } | null = null;

/** Records what the watched user would see at the moment the app has applied this event. */
async function snapshot(body: string) {
  const event = JSON.parse(body) as { type: string; data: { id: string } };
  if (watching && event.type === "checkout.created") watching.checkoutId ??= event.data.id;
  if (!watching?.checkoutId) return;
  const state = (await customerOf(watching.userId))?.state as { granted_benefits?: unknown[] } | null | undefined;
  watching.snapshots.push({
    type: event.type,
    status: await purchaseStatus(watching.userId, watching.checkoutId),
    unlocked: (await meterEntitlement({ userId: watching.userId })) !== null,
    stateGrants: state?.granted_benefits?.length ?? 0,
  });
}

let wired: EmulatorWiredToApp;
const control = (path: string, body: unknown = {}) => wired.call(path, body);

beforeAll(async () => {
  await ensureMigrated();
  wired = await emulatorWiredToApp({ token: "t", secret: SECRET, afterDelivery: snapshot });
});

afterAll(() => wired.close());

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
    const product = wired.emu.store.state.products.find((p) => p.name === "Usage-based API")!;
    const checkout = await control("/v1/checkouts/", {
      products: [product.id],
      external_customer_id: userId,
      customer_email: `${userId}@example.com`,
      metadata: { referenceId: organizationId },
    });
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
