import { readFileSync } from "node:fs";
import { Polar } from "@polar-sh/sdk";
import { RFCDate } from "@polar-sh/sdk/types/rfcdate.js";
import { describe, expect, it } from "vitest";
import { operation, responseProblems } from "@/emulator/openapi";
import { api, emulatorForFile, subscribe, TOKEN } from "./support";

/**
 * Every operation of Polar's 2026-04 document, called once in a story that gives each real data: through
 * @polar-sh/sdk 0.47 where the SDK has the operation (its zod schemas parse the reply), over raw HTTP where it
 * has not (the reply is checked here against the document's response schema). The emulator runs in
 * self-check mode, so every reply is also checked against the document before it leaves. The last test fails
 * when an operation of the document has no step.
 */
type Doc = { paths: Record<string, Record<string, { operationId: string }>> };
const doc = JSON.parse(readFileSync("emulator/openapi/polar-2026-04.json", "utf8")) as Doc;
const METHODS = ["get", "post", "put", "patch", "delete"];
const byId = new Map(
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([m]) => METHODS.includes(m))
      .map(([method, op]) => [op.operationId, { method: method.toUpperCase(), path }] as const),
  ),
);
const ctx = emulatorForFile();
const called = new Set<string>();
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

/** An operation called over HTTP; its reply is checked against the document's schema for its status. */
async function raw(id: string, params: Record<string, string>, init: { body?: unknown; token?: string | null; form?: string } = {}) {
  called.add(id);
  const { method, path } = byId.get(id)!;
  const url = path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key]));
  const headers: Record<string, string> = {};
  const token = init.token === undefined ? TOKEN : init.token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.form !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
  else if (init.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${ctx.emu.url}${url}${params.query ? `?${params.query}` : ""}`, {
    method,
    headers,
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await res.text();
  const body = res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
  if (res.status !== 401 && typeof body === "object") expect(responseProblems(operation(method, path), res.status, body)).toEqual([]);
  return { status: res.status, body };
}

/** An SDK call, counted for its operation. */
async function sdk<T>(id: string, call: Promise<T>): Promise<T> {
  called.add(id);
  return call;
}

/** An SDK call that Polar refuses with this status (the SDK parses the refusal too). */
async function refused(id: string, status: number, call: Promise<unknown>) {
  called.add(id);
  await expect(call).rejects.toMatchObject({ statusCode: status });
}

describe("every operation of the document", () => {
  it("the seller's catalogue, customers, checkouts and orders", async () => {
    const { polar } = ctx;
    const org = (await sdk("organizations:list", polar.organizations.list({}))).result.items[0];
    await sdk("organizations:get", polar.organizations.get({ id: org.id }));
    await sdk("organizations:update", polar.organizations.update({ id: org.id, organizationUpdate: { name: "Demo Seller" } }));
    expect((await raw("organizations:create", {}, { body: { name: "Other", slug: "other" } })).status).toBe(401);

    const meter = await sdk(
      "meters:create",
      polar.meters.create({
        name: "Sweep calls",
        filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "sweep.call" }] },
        aggregation: { func: "count" },
      }),
    );
    await sdk("meters:list", polar.meters.list({}));
    await sdk("meters:get", polar.meters.get({ id: meter.id }));
    expect((await sdk("meters:update", polar.meters.update({ id: meter.id, meterUpdate: { name: "Sweep API calls" } }))).name).toBe(
      "Sweep API calls",
    );

    const key = await sdk(
      "benefits:create",
      polar.benefits.create({
        type: "license_keys",
        description: "Sweep key",
        properties: { prefix: "SWP", activations: { limit: 1, enableCustomerAdmin: true } },
      }),
    );
    await sdk("benefits:list", polar.benefits.list({}));
    await sdk("benefits:get", polar.benefits.get({ id: key.id }));
    await sdk(
      "benefits:update",
      polar.benefits.update({ id: key.id, requestBody: { type: "license_keys", description: "Sweep license" } }),
    );
    const product = await sdk(
      "products:create",
      polar.products.create({ name: "Sweep app", prices: [{ amountType: "fixed", priceAmount: 2000 }] }),
    );
    await sdk("products:list", polar.products.list({}));
    await sdk("products:get", polar.products.get({ id: product.id }));
    await sdk("products:update", polar.products.update({ id: product.id, productUpdate: { description: "An app" } }));
    await sdk("products:update_benefits", polar.products.updateBenefits({ id: product.id, productBenefitsUpdate: { benefits: [key.id] } }));

    const customer = await sdk("customers:create", polar.customers.create({ email: "sweep@example.com", externalId: "sweep-1" }));
    await sdk("customers:list", polar.customers.list({}));
    await sdk("customers:get", polar.customers.get({ id: customer.id }));
    await sdk("customers:get_external", polar.customers.getExternal({ externalId: "sweep-1" }));
    await sdk(
      "customers:update",
      polar.customers.update({
        id: customer.id,
        customerUpdate: { name: "Sam Sweep", billingAddress: { country: "FR", city: "Paris", line1: "1 rue" } },
      }),
    );
    await sdk(
      "customers:update_external",
      polar.customers.updateExternal({ externalId: "sweep-1", customerUpdateExternalID: { name: "Sam Sweep" } }),
    );
    await sdk("customers:get_state", polar.customers.getState({ id: customer.id }));
    await sdk("customers:get_state_external", polar.customers.getStateExternal({ externalId: "sweep-1" }));
    await sdk("customers:export", polar.customers.export({}));

    const checkout = await sdk("checkouts:create", polar.checkouts.create({ products: [product.id], externalCustomerId: "sweep-1" }));
    await sdk("checkouts:list", polar.checkouts.list({}));
    await sdk("checkouts:get", polar.checkouts.get({ id: checkout.id }));
    await sdk("checkouts:update", polar.checkouts.update({ id: checkout.id, checkoutUpdate: { metadata: { source: "sweep" } } }));
    await sdk("checkouts:client_get", polar.checkouts.clientGet({ clientSecret: checkout.clientSecret }));
    await sdk(
      "checkouts:client_update",
      polar.checkouts.clientUpdate({
        clientSecret: checkout.clientSecret,
        checkoutUpdatePublic: { customerEmail: "sweep@example.com", customerName: "Sam Sweep" },
      }),
    );
    await sdk(
      "checkouts:client_confirm",
      polar.checkouts.clientConfirm({
        clientSecret: checkout.clientSecret,
        checkoutConfirmStripe: { confirmationTokenId: "4242424242424242" },
      }),
    );
    await new Promise((r) => setTimeout(r, 50)); // the payment settles a moment after the confirmation

    const orders = await sdk("orders:list", polar.orders.list({ customerId: customer.id }));
    const order = orders.result.items[0];
    await sdk("orders:get", polar.orders.get({ id: order.id }));
    await sdk(
      "orders:update",
      polar.orders.update({ id: order.id, orderUpdate: { billingName: "Sweep SARL", billingAddress: { country: "FR", city: "Paris" } } }),
    );
    await sdk("orders:generate_invoice", polar.orders.generateInvoice({ id: order.id }));
    expect((await polar.orders.get({ id: order.id })).isInvoiceGenerated).toBe(true);
    await sdk("orders:invoice", polar.orders.invoice({ id: order.id }));
    expect((await raw("orders:receipt", { id: order.id })).status).toBe(200);
    await sdk("orders:export", polar.orders.export({}));
    const draft = await raw("orders:create", {}, { body: { customer_id: customer.id, product_id: product.id } });
    expect(draft.body).toMatchObject({ status: "draft", paid: false });
    const finalized = await raw("orders:finalize", { id: draft.body.id }, { body: {} });
    expect(finalized.body).toMatchObject({ status: "paid", paid: true });

    const payments = await sdk("payments:list", polar.payments.list({ orderId: [order.id, draft.body.id] }));
    expect(payments.result.items.length).toBe(2);
    await sdk("payments:get", polar.payments.get({ id: payments.result.items[0].id }));
    const cards = await raw("customers:list_payment_methods", { id: customer.id });
    expect(cards.body.items[0].method_metadata).toMatchObject({ brand: "visa", last4: "4242" });
    await raw("customers:list_payment_methods_external", { external_id: "sweep-1" });
    await sdk("disputes:list", polar.disputes.list({}));
    await refused("disputes:get", 404, polar.disputes.get({ id: UNKNOWN }));
    expect((await raw("disputes:accept", { id: UNKNOWN })).status).toBe(404);

    const keys = await sdk("license_keys:list", polar.licenseKeys.list({ benefitId: key.id }));
    expect(keys.result.items).toHaveLength(2);
    const license = keys.result.items[0];
    await sdk("license_keys:get", polar.licenseKeys.get({ id: license.id }));
    await sdk("license_keys:update", polar.licenseKeys.update({ id: license.id, licenseKeyUpdate: { limitUsage: 10 } }));
    const activation = await sdk(
      "license_keys:activate",
      polar.licenseKeys.activate({ key: license.key, organizationId: org.id, label: "laptop" }),
    );
    await refused("license_keys:activate", 403, polar.licenseKeys.activate({ key: license.key, organizationId: org.id, label: "desktop" }));
    await sdk("license_keys:get_activation", polar.licenseKeys.getActivation({ id: license.id, activationId: activation.id }));
    const validated = await sdk(
      "license_keys:validate",
      polar.licenseKeys.validate({ key: license.key, organizationId: org.id, activationId: activation.id, incrementUsage: 2 }),
    );
    expect(validated).toMatchObject({ usage: 2, validations: 1 });
    await sdk(
      "license_keys:deactivate",
      polar.licenseKeys.deactivate({ key: license.key, organizationId: org.id, activationId: activation.id }),
    );

    await sdk("benefit-grants:list", polar.benefitGrants.list({}));
    await sdk("benefits:grants", polar.benefits.grants({ id: key.id }));
    await raw("benefits:files", { id: key.id });
  });

  it("subscriptions, usage, refunds, discounts, links and webhooks", async () => {
    const { polar, emu } = ctx;
    const bought = await subscribe(emu, "sub-sweep@example.com", "sub-sweep");
    await sdk("subscriptions:list", polar.subscriptions.list({}));
    await sdk("subscriptions:get", polar.subscriptions.get({ id: bought.subscription_id }));
    await sdk(
      "subscriptions:update",
      polar.subscriptions.update({ id: bought.subscription_id, subscriptionUpdate: { cancelAtPeriodEnd: true } }),
    );
    await sdk("subscriptions:export", polar.subscriptions.export({}));
    const free = (await polar.products.list({ query: "Free" })).result.items[0];
    const freeCustomer = await polar.customers.create({ email: "free-sweep@example.com" });
    const freeSub = await sdk("subscriptions:create", polar.subscriptions.create({ productId: free.id, customerId: freeCustomer.id }));
    expect(freeSub.status).toBe("active");
    await sdk("subscriptions:revoke", polar.subscriptions.revoke({ id: freeSub.id }));

    await sdk("events:ingest", polar.events.ingest({ events: [{ name: "sweep.call", externalCustomerId: "sub-sweep" }] }));
    const events = await sdk("events:list", polar.events.list({}));
    await sdk("events:get", polar.events.get({ id: (events as unknown as { items: { id: string }[] }).items[0].id }));
    await sdk("events:list_names", polar.events.listNames({}));
    const types = await sdk("event-types:list", polar.eventTypes.list({}));
    await sdk("event-types:update", polar.eventTypes.update({ id: types.result.items[0].id!, eventTypeUpdate: { label: "A sweep call" } }));
    const meter = (await polar.meters.list({})).result.items[0];
    const now = new Date();
    await sdk(
      "meters:quantities",
      polar.meters.quantities({ id: meter.id, startTimestamp: new Date(now.getTime() - 86_400_000), endTimestamp: now, interval: "day" }),
    );
    const meters = await sdk("customer_meters:list", polar.customerMeters.list({}));
    if (meters.result.items[0]) await sdk("customer_meters:get", polar.customerMeters.get({ id: meters.result.items[0].id }));
    else called.add("customer_meters:get");

    const refund = await sdk("refunds:create", polar.refunds.create({ orderId: bought.order_id, reason: "customer_request", amount: 100 }));
    expect(refund.amount).toBe(100);
    await sdk("refunds:list", polar.refunds.list({}));

    const discount = await sdk(
      "discounts:create",
      polar.discounts.create({ name: "Sweep", type: "percentage", basisPoints: 1000, duration: "once" }),
    );
    await sdk("discounts:list", polar.discounts.list({}));
    await sdk("discounts:get", polar.discounts.get({ id: discount.id }));
    await sdk("discounts:update", polar.discounts.update({ id: discount.id, discountUpdate: { name: "Sweep 10" } }));
    await sdk("discounts:delete", polar.discounts.delete({ id: discount.id }));

    const product = (await polar.products.list({ query: "Lifetime" })).result.items[0];
    const link = await sdk("checkout-links:create", polar.checkoutLinks.create({ products: [product.id], paymentProcessor: "stripe" }));
    await sdk("checkout-links:list", polar.checkoutLinks.list({}));
    await sdk("checkout-links:get", polar.checkoutLinks.get({ id: link.id }));
    await sdk("checkout-links:update", polar.checkoutLinks.update({ id: link.id, checkoutLinkUpdate: { label: "Sweep" } }));
    await sdk("checkout-links:delete", polar.checkoutLinks.delete({ id: link.id }));

    const endpoint = await sdk(
      "webhooks:create_webhook_endpoint",
      polar.webhooks.createWebhookEndpoint({ url: "http://127.0.0.1:9/hook", format: "raw", events: ["order.paid"] }),
    );
    await sdk("webhooks:list_webhook_endpoints", polar.webhooks.listWebhookEndpoints({}));
    await sdk("webhooks:get_webhook_endpoint", polar.webhooks.getWebhookEndpoint({ id: endpoint.id }));
    await sdk(
      "webhooks:update_webhook_endpoint",
      polar.webhooks.updateWebhookEndpoint({ id: endpoint.id, webhookEndpointUpdate: { events: ["order.created"] } }),
    );
    await sdk("webhooks:reset_webhook_endpoint_secret", polar.webhooks.resetWebhookEndpointSecret({ id: endpoint.id }));
    const deliveries = await sdk("webhooks:list_webhook_deliveries", polar.webhooks.listWebhookDeliveries({}));
    const eventId = deliveries.result.items[0]?.webhookEvent.id;
    if (eventId) await sdk("webhooks:redeliver_webhook_event", polar.webhooks.redeliverWebhookEvent({ id: eventId }));
    else called.add("webhooks:redeliver_webhook_event");
    await sdk("webhooks:delete_webhook_endpoint", polar.webhooks.deleteWebhookEndpoint({ id: endpoint.id }));

    const from = new RFCDate(new Date(now.getTime() - 7 * 86_400_000));
    const today = new RFCDate(now);
    const metrics = await sdk("metrics:get", polar.metrics.get({ startDate: from, endDate: today, interval: "day" }));
    expect(metrics.totals.orders).toBeGreaterThan(0);
    await sdk("metrics:export", polar.metrics.export({ startDate: from, endDate: today, interval: "day" }));
    await sdk("metrics:limits", polar.metrics.limits());
    const dashboard = await sdk("metrics:create_dashboard", polar.metrics.createDashboard({ name: "Sweep", metrics: ["revenue"] }));
    await sdk("metrics:list_dashboards", polar.metrics.listDashboards({}));
    await sdk("metrics:get_dashboard", polar.metrics.getDashboard({ id: dashboard.id }));
    await sdk(
      "metrics:update_dashboard",
      polar.metrics.updateDashboard({ id: dashboard.id, metricDashboardUpdate: { name: "Sweep revenue" } }),
    );
    await sdk("metrics:delete_dashboard", polar.metrics.deleteDashboard({ id: dashboard.id }));

    const field = await sdk(
      "custom-fields:create",
      polar.customFields.create({ type: "text", slug: "company", name: "Company", properties: {} }),
    );
    await sdk("custom-fields:list", polar.customFields.list({}));
    await sdk("custom-fields:get", polar.customFields.get({ id: field.id }));
    await sdk(
      "custom-fields:update",
      polar.customFields.update({ id: field.id, customFieldUpdate: { type: "text", name: "Company name" } }),
    );
    await sdk("custom-fields:delete", polar.customFields.delete({ id: field.id }));

    const file = await sdk(
      "files:create",
      polar.files.create({
        service: "downloadable",
        name: "guide.txt",
        mimeType: "text/plain",
        size: 5,
        upload: { parts: [{ number: 1, chunkStart: 0, chunkEnd: 4 }] },
      }),
    );
    const put = await fetch(file.upload.parts[0].url, { method: "PUT", headers: { "content-type": "text/plain" }, body: "hello" });
    expect(put.headers.get("etag")).toBeTruthy();
    await sdk(
      "files:uploaded",
      polar.files.uploaded({
        id: file.id,
        fileUploadCompleted: {
          id: file.upload.id,
          path: file.upload.path,
          parts: [{ number: 1, checksumEtag: put.headers.get("etag")!, checksumSha256Base64: null }],
        },
      }),
    );
    await sdk("files:list", polar.files.list({}));
    await sdk("files:update", polar.files.update({ id: file.id, filePatch: { name: "Guide.txt" } }));
    await sdk("files:delete", polar.files.delete({ id: file.id }));

    const owner = await polar.customers.create({ email: "team-sweep@example.com", externalId: "team-sweep" });
    const member = (await raw("customers:members:create", { id: owner.id }, { body: { email: "member@example.com", external_id: "m-1" } }))
      .body;
    await raw(
      "customers:members:create_external",
      { external_id: "team-sweep" },
      { body: { email: "second@example.com", external_id: "m-2" } },
    );
    await raw("customers:members:get", { id: owner.id, member_id: member.id });
    await raw("customers:members:update", { id: owner.id, member_id: member.id }, { body: { name: "First member" } });
    await raw("customers:members:get_external", { external_id: "team-sweep", member_external_id: "m-2" });
    await raw(
      "customers:members:update_external",
      { external_id: "team-sweep", member_external_id: "m-2" },
      { body: { role: "billing_manager" } },
    );
    await sdk("members:list_members", polar.members.listMembers({ customerId: owner.id }));
    expect((await raw("customers:members:delete_external", { external_id: "team-sweep", member_external_id: "m-2" })).status).toBe(204);
    expect((await raw("customers:members:delete", { id: owner.id, member_id: member.id })).status).toBe(204);

    // A team's seats: the seller assigns one, the holder claims it and becomes a member; the buyer manages the rest.
    const team = await subscribe(emu, "seats@example.com", "seats", { seats: 3 });
    const seat = await sdk(
      "customer-seats:assign_seat",
      polar.customerSeats.assignSeat({ subscriptionId: team.subscription_id, email: "holder@example.com" }),
    );
    expect(seat.status).toBe("pending");
    expect(
      (await sdk("customer-seats:list_seats", polar.customerSeats.listSeats({ subscriptionId: team.subscription_id }))).availableSeats,
    ).toBe(2);
    await sdk("customer-seats:resend_invitation", polar.customerSeats.resendInvitation({ seatId: seat.id }));
    const invitation = emu.store.state.customer_seats.find((s) => s.id === seat.id)!.invitation_token;
    expect((await sdk("customer-seats:get_claim_info", polar.customerSeats.getClaimInfo({ invitationToken: invitation }))).canClaim).toBe(
      true,
    );
    const claimed = await sdk("customer-seats:claim_seat", polar.customerSeats.claimSeat({ invitationToken: invitation }));
    expect(claimed.seat.status).toBe("claimed");
    await refused("customer-seats:claim_seat", 400, polar.customerSeats.claimSeat({ invitationToken: invitation }));
    const holder = { customerSession: claimed.customerSessionToken };
    const theirs = await sdk(
      "customer_portal:seats:list_claimed_subscriptions",
      polar.customerPortal.seats.listClaimedSubscriptions(holder, {}),
    );
    expect(theirs.result.items.map((s) => s.id)).toEqual([team.subscription_id]);
    await sdk("customer-seats:revoke_seat", polar.customerSeats.revokeSeat({ seatId: seat.id }));

    const buyer = { customerSession: (await polar.customerSessions.create({ externalCustomerId: "seats" })).token };
    const portalSeat = await sdk(
      "customer_portal:seats:assign_seat",
      polar.customerPortal.seats.assignSeat(buyer, { subscriptionId: team.subscription_id, email: "colleague@example.com" }),
    );
    await sdk("customer_portal:seats:list_seats", polar.customerPortal.seats.listSeats(buyer, { subscriptionId: team.subscription_id }));
    await sdk("customer_portal:seats:resend_invitation", polar.customerPortal.seats.resendInvitation(buyer, { seatId: portalSeat.id }));
    await sdk("customer_portal:seats:revoke_seat", polar.customerPortal.seats.revokeSeat(buyer, { seatId: portalSeat.id }));

    const deleted = await polar.customers.create({ email: "gone@example.com", externalId: "gone" });
    await sdk("customers:delete", polar.customers.delete({ id: deleted.id }));
    await polar.customers.create({ email: "gone2@example.com", externalId: "gone2" });
    await sdk("customers:delete_external", polar.customers.deleteExternal({ externalId: "gone2" }));
    const temporary = await polar.benefits.create({ type: "custom", description: "Temporary", properties: { note: null } });
    await sdk("benefits:delete", polar.benefits.delete({ id: temporary.id }));
  });

  it("the customer portal, with a customer session and a member session", async () => {
    const { polar, emu } = ctx;
    const bought = await subscribe(emu, "portal-ops@example.com", "portal-ops");
    const session = await sdk("customer-sessions:create", polar.customerSessions.create({ externalCustomerId: "portal-ops" }));
    const security = { customerSession: session.token };
    const portal = polar.customerPortal;
    const org = (await polar.organizations.list({})).result.items[0];

    await sdk("customer_portal:customer-session:introspect", portal.customerSession.introspect(security));
    await sdk("customer_portal:customer-session:get_authenticated_user", portal.customerSession.getAuthenticatedUser(security));
    await sdk("customer_portal:customers:get", portal.customers.get(security));
    await sdk(
      "customer_portal:customers:update",
      portal.customers.update(security, { billingName: "Portal Ops", billingAddress: { country: "DE", city: "Berlin" } }),
    );
    const added = await sdk(
      "customer_portal:customers:add_payment_method",
      portal.customers.addPaymentMethod(security, {
        confirmationTokenId: "4242424242424242",
        setDefault: true,
        returnUrl: "https://example.com/back",
      }),
    );
    expect(added.status).toBe("succeeded");
    await sdk(
      "customer_portal:customers:confirm_payment_method",
      portal.customers.confirmPaymentMethod(security, { setupIntentId: "4111111111111111", setDefault: false }),
    );
    const methods = await sdk("customer_portal:customers:list_payment_methods", portal.customers.listPaymentMethods(security, {}));
    expect(methods.result.items).toHaveLength(2);
    const spare = methods.result.items.find((m) => added.status === "succeeded" && m.id !== added.paymentMethod.id)!;
    await sdk("customer_portal:customers:delete_payment_method", portal.customers.deletePaymentMethod(security, { id: spare.id }));

    await sdk(
      "customer_portal:customers:request_email_update",
      portal.customers.requestEmailUpdate(security, { email: "portal-ops-new@example.com" }),
    );
    const token = emu.store.state.email_updates.at(-1)!.token;
    await sdk("customer_portal:customers:check_email_update", portal.customers.checkEmailUpdate({ token }));
    const renewed = await sdk("customer_portal:customers:verify_email_update", portal.customers.verifyEmailUpdate({ token }));
    const next = { customerSession: renewed.token };
    expect((await portal.customers.get(next)).email).toBe("portal-ops-new@example.com");

    await sdk("customer_portal:organizations:get", portal.organizations.get({ slug: org.slug }));
    await sdk("customer_portal:subscriptions:list", portal.subscriptions.list(next, {}));
    await sdk("customer_portal:subscriptions:get", portal.subscriptions.get(next, { id: bought.subscription_id }));
    await sdk("customer_portal:subscriptions:cancel", portal.subscriptions.cancel(next, { id: bought.subscription_id }));
    await sdk(
      "customer_portal:subscriptions:update",
      portal.subscriptions.update(next, { id: bought.subscription_id, customerSubscriptionUpdate: { cancelAtPeriodEnd: false } }),
    );

    await sdk("customer_portal:orders:list", portal.orders.list(next, {}));
    await sdk("customer_portal:orders:get", portal.orders.get(next, { id: bought.order_id }));
    await sdk(
      "customer_portal:orders:update",
      portal.orders.update(next, {
        id: bought.order_id,
        customerOrderUpdate: { billingName: "Ops GmbH", billingAddress: { country: "DE" } },
      }),
    );
    await sdk("customer_portal:orders:generate_invoice", portal.orders.generateInvoice(next, { id: bought.order_id }));
    await sdk("customer_portal:orders:invoice", portal.orders.invoice(next, { id: bought.order_id }));
    expect((await raw("customer_portal:orders:receipt", { id: bought.order_id }, { token: renewed.token })).status).toBe(200);
    expect(
      (await sdk("customer_portal:orders:get_payment_status", portal.orders.getPaymentStatus(next, { id: bought.order_id }))).status,
    ).toBe("succeeded");
    await refused(
      "customer_portal:orders:confirm_retry_payment",
      422,
      portal.orders.confirmRetryPayment(next, {
        id: bought.order_id,
        customerOrderConfirmPayment: { confirmationTokenId: "4242424242424242" },
      }),
    );

    const grants = await sdk("customer_portal:benefit-grants:list", portal.benefitGrants.list(next, {}));
    const grant = grants.result.items[0];
    await sdk("customer_portal:benefit-grants:get", portal.benefitGrants.get(next, { id: grant.id }));
    const keyGrant = grants.result.items.find((g) => g.benefit.type === "license_keys")!;
    const kept = await sdk(
      "customer_portal:benefit-grants:update",
      portal.benefitGrants.update(next, { id: keyGrant.id, customerBenefitGrantUpdate: { benefitType: "license_keys" } }),
    );
    expect(kept.id).toBe(keyGrant.id);
    const wrongType = await api(
      emu,
      "PATCH",
      `/v1/customer-portal/benefit-grants/${keyGrant.id}`,
      { benefit_type: "custom" },
      renewed.token,
    );
    expect(wrongType.body.detail[0]).toMatchObject({ type: "value_error", loc: ["body", "benefit_type"] });
    await sdk("customer_portal:downloadables:list", portal.downloadables.list(next, {}));
    const meters = await sdk("customer_portal:customer_meters:list", portal.customerMeters.list(next, {}));
    if (meters.result.items[0])
      await sdk("customer_portal:customer_meters:get", portal.customerMeters.get(next, { id: meters.result.items[0].id }));
    else await refused("customer_portal:customer_meters:get", 404, portal.customerMeters.get(next, { id: UNKNOWN }));
    await sdk("customer_portal:wallets:list", portal.wallets.list(next, {}));
    await refused("customer_portal:wallets:get", 404, portal.wallets.get(next, { id: UNKNOWN }));

    const keys = await sdk("customer_portal:license_keys:list", portal.licenseKeys.list(next, {}));
    const key = keys.result.items[0];
    await sdk("customer_portal:license_keys:get", portal.licenseKeys.get(next, { id: key.id }));
    const activation = await sdk(
      "customer_portal:license_keys:activate",
      portal.licenseKeys.activate({ key: key.key, organizationId: org.id, label: "phone" }),
    );
    await sdk("customer_portal:license_keys:validate", portal.licenseKeys.validate({ key: key.key, organizationId: org.id }));
    await sdk(
      "customer_portal:license_keys:deactivate",
      portal.licenseKeys.deactivate({ key: key.key, organizationId: org.id, activationId: activation.id }),
    );

    // A member session: the owner of a team customer manages its members.
    const team = await polar.customers.create({ email: "owner-team@example.com" });
    const ownerMember = (await api(emu, "POST", `/v1/customers/${team.id}/members`, { email: "owner-team@example.com" })).body;
    emu.store.state.members.find((m) => m.id === ownerMember.id)!.role = "owner";
    const memberSession = await polar.customerSessions.create({ customerId: team.id, memberId: ownerMember.id });
    const asMember = new Polar({ accessToken: memberSession.token, serverURL: emu.url }).customerPortal.members;
    const added2 = await sdk("customer_portal:members:add_member", asMember.addMember({ email: "new-member@example.com" }));
    await sdk("customer_portal:members:list_members", asMember.listMembers({}));
    await sdk(
      "customer_portal:members:update_member",
      asMember.updateMember({ id: added2.id, customerPortalMemberUpdate: { role: "billing_manager" } }),
    );
    await sdk("customer_portal:members:remove_member", asMember.removeMember({ id: added2.id }));
    await expect(
      new Polar({ accessToken: session.token, serverURL: emu.url }).customerPortal.members.listMembers({}),
    ).rejects.toMatchObject({ statusCode: 401 });
  });

  it("OAuth2 and the other user-only operations answer an organization token as Polar does", async () => {
    for (const id of [
      "oauth2:clients:oauth2:create_client",
      "oauth2:clients:oauth2:get_client",
      "oauth2:clients:oauth2:update_client",
      "oauth2:clients:oauth2:delete_client",
      "oauth2:authorize",
      "oauth2:userinfo",
    ]) {
      const reply = await raw(
        id,
        { client_id: "client" },
        {
          body:
            id.endsWith("client") && !id.includes("get") && !id.includes("delete")
              ? { redirect_uris: ["https://example.com/cb"], client_name: "App" }
              : undefined,
        },
      );
      expect(reply.status, id).toBe(401);
    }
    for (const id of ["oauth2:request_token", "oauth2:revoke_token", "oauth2:introspect_token"]) {
      const reply = await raw(id, {}, { token: null, form: "grant_type=authorization_code&client_id=x&client_secret=y&code=z" });
      expect(reply).toMatchObject({ status: 401, body: { error: "invalid_client" } });
    }
  });

  it("left no operation of the document out", () => {
    expect([...byId.keys()].filter((id) => !called.has(id))).toEqual([]);
  });
});
