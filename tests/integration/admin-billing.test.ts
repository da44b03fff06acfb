import { vi } from "vitest";

const settings = vi.hoisted(() => {
  // Below 32768, where Linux hands out the ephemeral ports of outgoing connections (one once took this port).
  const port = 21_000 + Math.floor(Math.random() * 11_000);
  const secret = "whsec_admin_billing_test_secret";
  process.env.POLAR_ACCESS_TOKEN = "polar_oat_admin_billing_test";
  process.env.POLAR_SERVER_URL = `http://127.0.0.1:${port}`;
  process.env.POLAR_WEBHOOK_SECRET = secret;
  return { port, secret, token: "polar_oat_admin_billing_test" };
});

import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/webhooks/polar/route";
import { db } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import {
  auditLog,
  billingBenefit,
  billingOrder,
  billingProduct,
  billingRefund,
  billingSubscription,
  member,
  polarWebhookEvent,
} from "@/db/schema";
import type { Emulator } from "@/emulator/server";
import { signatureHeaders } from "@/emulator/webhooks/sign.mjs";
import { grantOperators } from "@/lib/admin/operators";
import * as billingActions from "@/lib/billing/seller/actions";
import { revenueOverview } from "@/lib/billing/seller/revenue";
import { failingEvents, webhookEventsPage } from "@/lib/billing/seller/webhook-log";
import { verifiedUser } from "../support/client";
import { emulatorWiredToApp, type EmulatorWiredToApp } from "../support/emulator-wired-to-app";
import { actAs } from "../support/next-request";

vi.mock("next/headers", () => import("../support/next-request"));
vi.mock("next-intl/server", () => import("../support/next-request"));

/**
 * The seller's console against the emulator: every billing action refused to anyone but an operator; an
 * operator's changes reach Polar and come back into the mirror only through the webhooks they cause; the
 * revenue figures equal a hand computation; a failed webhook is logged and re-applied.
 */
type Signed = Awaited<ReturnType<typeof verifiedUser>>;

let wired: EmulatorWiredToApp;
let emu: Emulator;
let op: Signed;
let memberUser: Signed;
let owner: Signed & { organizationId: string };

const control = (route: string, body: unknown = {}) => wired.call(`/__emulator${route}`, body);
const flush = () => wired.flush();

beforeAll(async () => {
  await ensureMigrated();
  // Polar's deliveries go through the app's own webhook route.
  wired = await emulatorWiredToApp({ port: settings.port, token: settings.token, secret: settings.secret });
  emu = wired.emu;

  const [a, b, c] = await Promise.all([verifiedUser(), verifiedUser(), verifiedUser()]);
  await grantOperators([a.email], "script", false);
  const created = await c.client.post("/organization/create", { name: "Shop", slug: `shop-${Date.now().toString(36)}` });
  expect(created.status).toBe(200);
  await db.insert(member).values({ id: `m-${Date.now()}`, organizationId: created.body.id, userId: b.user.id, role: "member" });
  [op, memberUser, owner] = [a, b, { ...c, organizationId: created.body.id as string }];
});

afterAll(async () => {
  await wired.close();
  delete process.env.POLAR_ACCESS_TOKEN;
  delete process.env.POLAR_SERVER_URL;
});

const auditCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;
const lastAudit = async (action: string) =>
  (await db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];
const productId = (name: string) => emu.store.state.products.find((p) => p.name === name)!.id;

describe("the billing console's role check", () => {
  const actions = Object.entries(billingActions) as [
    string,
    (input: unknown) => Promise<{ ok: boolean; code?: string; message?: string }>,
  ][];

  it("refuses every billing action to a signed-out visitor, a member and an organization owner; Polar and the log are untouched", async () => {
    expect(actions.length).toBeGreaterThanOrEqual(15);
    const state = emu.store.state;
    const before = {
      products: state.products.length,
      discounts: state.discounts.length,
      refunds: state.refunds.length,
      audit: await auditCount(),
    };
    const input = {
      name: "Sneaky",
      productId: productId("Pro monthly"),
      subscriptionId: "sub",
      orderId: "ord",
      webhookId: "msg",
      discountId: "d",
      benefitId: "b",
      linkId: "l",
      archived: true,
      cancel: true,
      amount: 100,
      reason: "other",
      revokeBenefits: false,
      interval: "month",
      price: { kind: "fixed", currency: "usd", amount: 100 },
      type: "percentage",
      value: 10,
      currency: "usd",
      duration: "once",
      description: "Sneaky benefit",
      productIds: [productId("Pro monthly")],
      allowDiscountCodes: true,
    };
    for (const who of [null, memberUser.client, owner.client]) {
      actAs(who);
      for (const [name, action] of actions) {
        const result = await action(input);
        expect([name, result.ok, result.code]).toEqual([name, false, "FORBIDDEN"]);
        expect(result.message).toBe("Only operators can do this.");
      }
    }
    expect({
      products: state.products.length,
      discounts: state.discounts.length,
      refunds: state.refunds.length,
      audit: await auditCount(),
    }).toEqual(before);
  });

  it("renders every billing page for the operator (the routes' refusals are checked for all console routes in admin-console.test.ts)", async () => {
    actAs(op.client);
    const dir = path.join(process.cwd(), "app/(admin)/admin");
    const sections = ["catalogue", "customers", "subscriptions", "orders", "meters", "revenue", "webhooks"];
    const walk = (full: string): string[] =>
      statSync(full).isDirectory() ? readdirSync(full).flatMap((n) => walk(path.join(full, n))) : full.endsWith("page.tsx") ? [full] : [];
    const files = sections.flatMap((name) => walk(path.join(dir, name)));
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const file of files) {
      const page = (await import(file)) as { default: (p: unknown) => Promise<unknown> };
      const outcome = await page
        .default({
          params: Promise.resolve({ id: "missing" }),
          searchParams: Promise.resolve({ days: "90", outcome: "failed", after: "junk" }),
        })
        .then(() => "rendered")
        .catch((error: { digest?: string }) => (String(error.digest ?? "").includes("404") ? "not-found" : Promise.reject(error)));
      // A detail page for an unknown id is not-found; every list renders.
      expect([file, outcome]).toEqual([file, file.includes("[id]") ? "not-found" : "rendered"]);
    }
  });

  it("refuses bad input with a sentence and changes nothing", async () => {
    actAs(op.client);
    const before = emu.store.state.discounts.length;
    const bad = [
      billingActions.createDiscountAction({ name: "Too much", type: "percentage", value: 150, currency: "usd", duration: "once" }),
      billingActions.createDiscountAction({ name: "No months", type: "fixed", value: 500, currency: "usd", duration: "repeating" }),
      billingActions.createDiscountAction({
        name: "Bad code",
        code: "no spaces!",
        type: "percentage",
        value: 10,
        currency: "usd",
        duration: "once",
      }),
    ];
    for (const result of await Promise.all(bad)) expect(result).toMatchObject({ ok: false, code: "VALIDATION_ERROR" });
    expect(emu.store.state.discounts.length).toBe(before);
    const product = await billingActions.createProductAction({
      name: "",
      interval: "month",
      price: { kind: "fixed", currency: "usd", amount: 0 },
    });
    expect(product).toMatchObject({
      ok: false,
      code: "VALIDATION_ERROR",
      message: "Some of the values are not valid. Check the form and try again.",
    });
  });
});

describe("an operator's catalogue changes reach Polar and come back by webhook", () => {
  it("creates a monthly product, archives it, and creates a discount with a code and a limit; each is audited", async () => {
    actAs(op.client);
    const created = await billingActions.createProductAction({
      name: "Console plan",
      interval: "month",
      price: { kind: "fixed", currency: "usd", amount: 1900 },
    });
    expect(created).toMatchObject({ ok: true });
    const id = (created as { productId: string }).productId;
    expect(emu.store.state.products.find((p) => p.id === id)).toMatchObject({ name: "Console plan", recurring_interval: "month" });
    await flush();
    const [mirrored] = await db.select().from(billingProduct).where(eq(billingProduct.id, id));
    expect(mirrored).toMatchObject({ name: "Console plan", recurringInterval: "month", isArchived: false });
    expect(await lastAudit("product.create")).toMatchObject({ actorId: op.user.id, targetLabel: "Console plan" });

    expect(await billingActions.archiveProductAction({ productId: id, archived: true })).toEqual({ ok: true });
    await flush();
    expect((await db.select().from(billingProduct).where(eq(billingProduct.id, id)))[0].isArchived).toBe(true);
    expect((await lastAudit("product.archive"))?.data).toEqual({ productId: id });

    const discount = await billingActions.createDiscountAction({
      name: "Launch",
      code: "LAUNCH20",
      type: "percentage",
      value: 20,
      currency: "usd",
      duration: "repeating",
      months: 3,
      maxRedemptions: 50,
    });
    expect(discount).toEqual({ ok: true });
    expect(emu.store.state.discounts.at(-1)).toMatchObject({
      code: "LAUNCH20",
      basis_points: 2000,
      duration: "repeating",
      duration_in_months: 3,
      max_redemptions: 50,
    });
  });
});

describe("checkout links: created and edited from the console", () => {
  const MISSING = "00000000-0000-4000-8000-000000000000";

  it("edits a link's products, label, discount codes and success URL in Polar; an empty label or URL clears it; audited", async () => {
    actAs(op.client);
    const [monthly, lifetime] = [productId("Pro monthly"), productId("Lifetime license")];
    const created = await billingActions.createCheckoutLinkAction({
      productIds: [monthly],
      label: "Spring sale",
      allowDiscountCodes: true,
      successUrl: "https://shop.example.com/thanks",
    });
    expect(created).toMatchObject({ ok: true });
    const link = emu.store.state.checkout_links.at(-1)!;
    expect(link).toMatchObject({ label: "Spring sale", product_ids: [monthly], success_url: "https://shop.example.com/thanks" });

    // Nobody but an operator may change it.
    const edit = { linkId: link.id, productIds: [lifetime, monthly], label: "Summer sale", allowDiscountCodes: false, successUrl: "" };
    for (const who of [null, memberUser.client, owner.client]) {
      actAs(who);
      expect(await billingActions.updateCheckoutLinkAction(edit)).toMatchObject({ ok: false, code: "FORBIDDEN" });
    }
    expect(link).toMatchObject({ label: "Spring sale", product_ids: [monthly], allow_discount_codes: true });

    actAs(op.client);
    expect(await billingActions.updateCheckoutLinkAction(edit)).toEqual({ ok: true });
    expect(link).toMatchObject({ label: "Summer sale", product_ids: [lifetime, monthly], allow_discount_codes: false, success_url: null });
    expect(await lastAudit("checkout_link.update")).toMatchObject({
      actorId: op.user.id,
      targetLabel: "Summer sale",
      data: { linkId: link.id, productIds: [lifetime, monthly], allowDiscountCodes: false, successUrl: null },
    });
    expect(
      await billingActions.updateCheckoutLinkAction({ ...edit, label: "", successUrl: "https://shop.example.com/welcome?from=link" }),
    ).toEqual({ ok: true });
    expect(link).toMatchObject({ label: null, success_url: "https://shop.example.com/welcome?from=link" });
  });

  it("refuses bad input and what Polar refuses with a sentence, and the link stays as it was", async () => {
    actAs(op.client);
    const monthly = productId("Pro monthly");
    expect(
      await billingActions.createCheckoutLinkAction({ productIds: [monthly], label: "Steady", allowDiscountCodes: true }),
    ).toMatchObject({
      ok: true,
    });
    const link = emu.store.state.checkout_links.at(-1)!;
    const archived = await billingActions.createProductAction({
      name: "Soon archived",
      interval: "once",
      price: { kind: "fixed", currency: "usd", amount: 500 },
    });
    const archivedId = (archived as { productId: string }).productId;
    expect(await billingActions.archiveProductAction({ productId: archivedId, archived: true })).toEqual({ ok: true });
    const auditBefore = await auditCount();
    const base = { linkId: link.id, productIds: [monthly], label: "Changed", allowDiscountCodes: false };
    const cases: [unknown, string, string][] = [
      [
        { ...base, successUrl: "javascript:alert(1)" },
        "VALIDATION_ERROR",
        "Some of the values are not valid. Check the form and try again.",
      ],
      [{ ...base, successUrl: "not a url" }, "VALIDATION_ERROR", "Some of the values are not valid. Check the form and try again."],
      [{ ...base, productIds: [] }, "VALIDATION_ERROR", "Some of the values are not valid. Check the form and try again."],
      [{ ...base, linkId: MISSING }, "NOT_FOUND", "Polar does not know this record (it may have been removed)."],
      [{ ...base, productIds: [archivedId] }, "POLAR_REFUSED", "Polar refused the change. Check the values and try again."],
    ];
    for (const [input, code, message] of cases) {
      expect([input, await billingActions.updateCheckoutLinkAction(input as never)]).toEqual([input, { ok: false, code, message }]);
    }
    expect(link).toMatchObject({ label: "Steady", product_ids: [monthly], allow_discount_codes: true, modified_at: null });
    expect(await auditCount()).toBe(auditBefore);
  });
});

describe("benefits of each type the console creates", () => {
  const mirrored = async (id: string) => (await db.select().from(billingBenefit).where(eq(billingBenefit.id, id)))[0];
  const newest = () => emu.store.state.benefits.at(-1)!;

  it("creates license keys, meter credits and a feature flag with their settings; they come back by webhook and are audited", async () => {
    actAs(op.client);
    const meterId = emu.store.state.meters[0].id;
    expect(
      await billingActions.createBenefitAction({
        type: "license_keys",
        description: "Desktop license",
        prefix: "ACME",
        expires: { ttl: 1, timeframe: "year" },
        activations: { limit: 3, enableCustomerAdmin: true },
        limitUsage: 500,
      }),
    ).toEqual({ ok: true });
    const key = newest();
    expect(key).toMatchObject({
      type: "license_keys",
      properties: {
        prefix: "ACME",
        expires: { ttl: 1, timeframe: "year" },
        activations: { limit: 3, enable_customer_admin: true },
        limit_usage: 500,
      },
    });
    expect(await lastAudit("benefit.create")).toMatchObject({
      actorId: op.user.id,
      targetLabel: "Desktop license",
      data: { benefitId: key.id, type: "license_keys" },
    });

    expect(
      await billingActions.createBenefitAction({ type: "meter_credit", description: "500 API calls", meterId, units: 500, rollover: true }),
    ).toEqual({
      ok: true,
    });
    const credits = newest();
    expect(credits).toMatchObject({ type: "meter_credit", properties: { meter_id: meterId, units: 500, rollover: true } });

    expect(await billingActions.createBenefitAction({ type: "feature_flag", description: "Beta features" })).toEqual({ ok: true });
    const flag = newest();
    expect(flag).toMatchObject({ type: "feature_flag", properties: {} });

    expect(await billingActions.createBenefitAction({ type: "license_keys", description: "Plain key" })).toEqual({ ok: true });
    expect(newest().properties).toEqual({ prefix: null, expires: null, activations: null, limit_usage: null });

    await flush();
    expect(await mirrored(key.id)).toMatchObject({ type: "license_keys", description: "Desktop license" });
    expect((await mirrored(key.id)).properties).toMatchObject({ prefix: "ACME", limit_usage: 500 });
    expect(await mirrored(credits.id)).toMatchObject({ type: "meter_credit", properties: { units: 500, meter_id: meterId } });
    expect(await mirrored(flag.id)).toMatchObject({ type: "feature_flag", description: "Beta features" });
  });

  it("refuses bad settings and a meter Polar does not know, creating nothing", async () => {
    actAs(op.client);
    const before = { benefits: emu.store.state.benefits.length, audit: await auditCount() };
    const meterId = emu.store.state.meters[0].id;
    const invalid = [
      { type: "meter_credit", description: "No meter", units: 10, rollover: false },
      { type: "meter_credit", description: "No units", meterId, units: 0, rollover: false },
      { type: "license_keys", description: "Bad prefix", prefix: "no spaces!" },
      { type: "license_keys", description: "No devices", activations: { limit: 0, enableCustomerAdmin: false } },
      { type: "license_keys", description: "Never", expires: { ttl: 1, timeframe: "week" } },
      { type: "discord", description: "Needs Polar's bot" },
      { type: "feature_flag", description: "ab" },
      { description: "No type at all" },
    ];
    for (const input of invalid) {
      expect([input, await billingActions.createBenefitAction(input as never)]).toEqual([
        input,
        { ok: false, code: "VALIDATION_ERROR", message: "Some of the values are not valid. Check the form and try again." },
      ]);
    }
    expect(
      await billingActions.createBenefitAction({
        type: "meter_credit",
        description: "Ghost meter",
        meterId: "00000000-0000-4000-8000-000000000000",
        units: 5,
        rollover: false,
      }),
    ).toMatchObject({ ok: false, code: "POLAR_REFUSED" });
    expect({ benefits: emu.store.state.benefits.length, audit: await auditCount() }).toEqual(before);
  });
});

describe("subscriptions and orders: the console's changes come back through webhooks into the mirror", () => {
  it("cancels at period end, withdraws it, and revokes", async () => {
    const buyer = `sub-buyer-${Date.now()}@example.com`;
    const { subscription_id: subscriptionId } = await control("/trigger/subscribe", { product: "Pro monthly", customer_email: buyer });
    await flush();
    const mirrored = async () => (await db.select().from(billingSubscription).where(eq(billingSubscription.id, subscriptionId)))[0];
    expect(await mirrored()).toMatchObject({ status: "active", cancelAtPeriodEnd: false });

    actAs(op.client);
    expect(await billingActions.cancelSubscriptionAction({ subscriptionId, cancel: true })).toEqual({ ok: true });
    await flush();
    expect(await mirrored()).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(await lastAudit("subscription.cancel")).toMatchObject({ targetLabel: buyer, data: { subscriptionId } });

    expect(await billingActions.cancelSubscriptionAction({ subscriptionId, cancel: false })).toEqual({ ok: true });
    await flush();
    expect((await mirrored()).cancelAtPeriodEnd).toBe(false);

    expect(await billingActions.revokeSubscriptionAction({ subscriptionId })).toEqual({ ok: true });
    await flush();
    const revoked = await mirrored();
    expect(revoked.status).toBe("canceled");
    expect(revoked.endedAt).not.toBeNull();
    expect(await lastAudit("subscription.revoke")).toMatchObject({ data: { subscriptionId } });
  });

  it("refunds part of an order, then the rest; a refund beyond what is left is refused", async () => {
    const { order_id: orderId } = await control("/trigger/purchase", { customer_email: `order-buyer-${Date.now()}@example.com` });
    await flush();
    const order = async () => (await db.select().from(billingOrder).where(eq(billingOrder.id, orderId)))[0];
    const paid = await order();
    expect(paid.status).toBe("paid");
    const refundable = paid.subtotalAmount - paid.discountAmount;
    expect(refundable).toBeGreaterThan(500);

    actAs(op.client);
    const tooMuch = await billingActions.refundOrderAction({ orderId, amount: refundable + 1, reason: "other", revokeBenefits: false });
    expect(tooMuch).toMatchObject({
      ok: false,
      code: "REFUND_TOO_LARGE",
      message: "The refund is larger than what is left to refund on this order.",
    });
    expect(emu.store.state.refunds.filter((r) => r.order_id === orderId)).toHaveLength(0);

    expect(await billingActions.refundOrderAction({ orderId, amount: 500, reason: "customer_request", revokeBenefits: false })).toEqual({
      ok: true,
    });
    await flush();
    expect(await order()).toMatchObject({ status: "partially_refunded", refundedAmount: 500 });
    expect(await db.select().from(billingRefund).where(eq(billingRefund.orderId, orderId))).toMatchObject([
      { amount: 500, reason: "customer_request", status: "succeeded" },
    ]);
    expect(await lastAudit("order.refund")).toMatchObject({ data: { orderId, amount: 500, full: false } });

    expect(await billingActions.refundOrderAction({ orderId, amount: refundable - 500, reason: "other", revokeBenefits: true })).toEqual({
      ok: true,
    });
    await flush();
    expect(await order()).toMatchObject({ status: "refunded", refundedAmount: refundable });
    expect(await db.select().from(billingRefund).where(eq(billingRefund.orderId, orderId))).toHaveLength(2);
    expect(await lastAudit("order.refund")).toMatchObject({ data: { orderId, amount: refundable - 500, full: true } });
  });
});

describe("the webhook log", () => {
  const URL = "http://localhost:3000/api/webhooks/polar";
  const send = (id: string, payload: unknown) => {
    const body = JSON.stringify(payload);
    return POST(
      new Request(URL, { method: "POST", headers: signatureHeaders(settings.secret, id, Math.floor(Date.now() / 1000), body), body }),
    );
  };

  it("keeps a failed event with its error, shows it failing, and applies it on re-apply", async () => {
    const webhookId = `msg_failing_${Date.now()}`;
    const orderId = `ord_failing_${Date.now()}`;
    const at = new Date().toISOString();
    const order = {
      id: orderId,
      created_at: at,
      modified_at: at,
      status: "paid",
      paid: true,
      billing_reason: "purchase",
      customer_id: "cus_failing",
      product_id: null,
      subscription_id: null,
      checkout_id: null,
      discount_id: null,
      subtotal_amount: 1000,
      discount_amount: 0,
      net_amount: 1000,
      tax_amount: 0,
      total_amount: 1000,
      refunded_amount: 0,
      refunded_tax_amount: 0,
      currency: "usd",
      invoice_number: "FAIL-1",
      metadata: {},
      items: [],
    };
    // The database refuses order rows for a moment (as an outage or a bad migration would).
    await db.execute(
      sql`create or replace function refuse_orders() returns trigger language plpgsql as $$ begin raise exception 'orders are refused for this test'; end $$`,
    );
    await db.execute(
      sql`create trigger refuse_orders before insert on billing_order for each row when (new.id like 'ord_failing_%') execute function refuse_orders()`,
    );
    try {
      expect((await send(webhookId, { type: "order.paid", timestamp: at, data: order })).status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_orders on billing_order`);
    }
    const [stored] = await db.select().from(polarWebhookEvent).where(eq(polarWebhookEvent.webhookId, webhookId));
    expect(stored).toMatchObject({ type: "order.paid", processedAt: null, attempts: 1 });
    expect(stored.error).toContain("orders are refused for this test");
    expect(await db.select().from(billingOrder).where(eq(billingOrder.id, orderId))).toHaveLength(0);

    expect((await failingEvents()).failing).toBeGreaterThanOrEqual(1);
    const failed = await webhookEventsPage({ outcome: "failed", type: "order.paid" });
    expect(failed.rows.map((r) => r.webhookId)).toContain(webhookId);
    expect((await webhookEventsPage({ outcome: "processed" })).rows.map((r) => r.webhookId)).not.toContain(webhookId);

    actAs(op.client);
    expect(await billingActions.reapplyWebhookAction({ webhookId })).toEqual({ ok: true });
    const [applied] = await db.select().from(polarWebhookEvent).where(eq(polarWebhookEvent.webhookId, webhookId));
    expect(applied.processedAt).not.toBeNull();
    expect(applied).toMatchObject({ error: null, attempts: 2 });
    expect(await db.select().from(billingOrder).where(eq(billingOrder.id, orderId))).toMatchObject([{ status: "paid", totalAmount: 1000 }]);
    expect((await webhookEventsPage({ outcome: "failed", type: "order.paid" })).rows.map((r) => r.webhookId)).not.toContain(webhookId);
    expect(await lastAudit("webhook.reapply")).toMatchObject({ actorId: op.user.id, data: { webhookId, outcome: "applied" } });

    // Polar's own retry of the same webhook-id now finds it processed: acknowledged, not applied twice.
    const retry = await send(webhookId, { type: "order.paid", timestamp: at, data: order });
    expect(retry.status).toBe(202);
    expect(await retry.json()).toMatchObject({ duplicate: true });
  });

  it("asks Polar to redeliver a stored event, which Polar sends again with the same webhook-id", async () => {
    await control("/trigger/purchase", { customer_email: `redeliver-${Date.now()}@example.com` });
    await flush();
    const event = emu.store.state.webhook_events.at(-1)!;
    const before = emu.store.state.webhook_deliveries.filter((d) => d.webhook_event_id === event.id).length;
    actAs(op.client);
    expect(await billingActions.redeliverWebhookAction({ webhookId: event.id })).toEqual({ ok: true });
    await flush();
    const deliveries = emu.store.state.webhook_deliveries.filter((d) => d.webhook_event_id === event.id);
    expect(deliveries.length).toBe(before + 1);
    expect(deliveries.at(-1)!.succeeded).toBe(true);
    expect(await lastAudit("webhook.redeliver")).toMatchObject({ data: { webhookId: event.id } });
    const unknown = await billingActions.redeliverWebhookAction({ webhookId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });
});

describe("the revenue overview", () => {
  // A data set in its own currency, so the other tests' orders do not count; figures worked out by hand.
  const now = new Date("2030-01-15T12:00:00Z");
  const day = (iso: string) => new Date(iso);
  const sub = (id: string, status: string, interval: string, amount: number, created: string, ended: string | null = null) => ({
    id: `rev_${id}`,
    status,
    customerId: "cus_rev",
    productId: "prod_rev",
    amount,
    currency: "gbp",
    recurringInterval: interval,
    currentPeriodStart: day(created),
    cancelAtPeriodEnd: false,
    endedAt: ended ? day(ended) : null,
    metadata: {},
    createdAt: day(created),
    modifiedAt: day(created),
  });
  const order = (id: string, status: string, created: string, subtotal: number, tax: number, refunded = 0) => ({
    id: `rev_${id}`,
    status,
    billingReason: "purchase",
    customerId: "cus_rev",
    subtotalAmount: subtotal,
    discountAmount: 0,
    taxAmount: tax,
    totalAmount: subtotal + tax,
    refundedAmount: refunded,
    currency: "gbp",
    metadata: {},
    createdAt: day(created),
    modifiedAt: day(created),
  });

  beforeAll(async () => {
    await db
      .insert(billingSubscription)
      .values([
        sub("s1", "active", "month", 1000, "2029-10-01T00:00:00Z"),
        sub("s2", "active", "year", 12000, "2030-01-10T00:00:00Z"),
        sub("s3", "trialing", "month", 5000, "2030-01-12T00:00:00Z"),
        sub("s4", "canceled", "month", 2000, "2029-06-01T00:00:00Z", "2030-01-05T00:00:00Z"),
        sub("s5", "canceled", "month", 3000, "2029-01-01T00:00:00Z", "2029-11-01T00:00:00Z"),
        sub("s6", "active", "week", 700, "2029-12-20T00:00:00Z"),
      ]);
    await db
      .insert(billingOrder)
      .values([
        order("o1", "paid", "2030-01-15T08:00:00Z", 1000, 200),
        order("o2", "paid", "2030-01-15T09:00:00Z", 2000, 400),
        order("o3", "partially_refunded", "2030-01-10T10:00:00Z", 5000, 0, 1500),
        order("o4", "refunded", "2029-12-20T10:00:00Z", 3000, 0, 3000),
        order("o5", "pending", "2030-01-14T10:00:00Z", 9999, 0),
        order("o6", "paid", "2029-12-01T10:00:00Z", 4000, 0),
        order("o7", "paid", "2030-01-15T13:00:00Z", 7000, 0),
        order("o8", "paid", "2029-12-16T23:59:59Z", 800, 0),
      ]);
  });

  afterAll(async () => {
    await db.delete(billingOrder).where(and(eq(billingOrder.currency, "gbp"), inArray(billingOrder.customerId, ["cus_rev"])));
    await db.delete(billingSubscription).where(eq(billingSubscription.customerId, "cus_rev"));
  });

  it("over 30 days", async () => {
    const gbp = (await revenueOverview(30, now)).find((c) => c.currency === "gbp")!;
    // MRR: s1 1000 + s2 12000/12 + s6 700·52/12 = 1000 + 1000 + 3033.33 → 5033 (trialing and ended ones do not count).
    expect(gbp).toMatchObject({ mrr: 5033, activeSubscriptions: 4, newSubscriptions: 3, churnedSubscriptions: 1 });
    // Paid orders since 2029-12-17 00:00 UTC up to now, before tax: o1 1000 + o2 2000 + o3 5000 + o4 3000.
    expect(gbp).toMatchObject({ revenue: 11_000, refunds: 4500, net: 6500, orders: 4 });
    expect(gbp.days).toHaveLength(30);
    expect(gbp.days[0].day).toBe("2029-12-17");
    expect(gbp.days.at(-1)).toEqual({ day: "2030-01-15", revenue: 3000, refunds: 0, net: 3000, orders: 2 });
    expect(gbp.days.find((d) => d.day === "2030-01-10")).toEqual({ day: "2030-01-10", revenue: 5000, refunds: 1500, net: 3500, orders: 1 });
    expect(gbp.days.find((d) => d.day === "2029-12-20")).toEqual({ day: "2029-12-20", revenue: 3000, refunds: 3000, net: 0, orders: 1 });
    expect(gbp.days.filter((d) => d.orders > 0)).toHaveLength(3);
  });

  it("over 90 days", async () => {
    const gbp = (await revenueOverview(90, now)).find((c) => c.currency === "gbp")!;
    // Since 2029-10-18: s2, s3 and s6 are new; s4 and s5 ended; o6 and o8 count too.
    expect(gbp).toMatchObject({ mrr: 5033, activeSubscriptions: 4, newSubscriptions: 3, churnedSubscriptions: 2 });
    expect(gbp).toMatchObject({ revenue: 15_800, refunds: 4500, net: 11_300, orders: 6 });
    expect(gbp.days).toHaveLength(90);
    expect(gbp.days[0].day).toBe("2029-10-18");
  });
});
