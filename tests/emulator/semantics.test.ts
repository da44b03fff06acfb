import { describe, expect, it } from "vitest";
import { api, emulatorForFile, subscribe as subscribeOn } from "./support";

/** The relationships behind the operations: what one change does to the records the others read. */
const ctx = emulatorForFile();
const subscribe = (email: string, external: string) => subscribeOn(ctx.emu, email, external);

describe("license keys", () => {
  it("a granted key activates up to its limit, validates with its usage, and stops when its grant is revoked", async () => {
    const bought = await subscribe("keys@example.com", "keys");
    const organizationId = ctx.emu.store.state.organization.id;
    const [key] = (await api(ctx.emu, "GET", "/v1/license-keys/")).body.items;
    expect(key).toMatchObject({ status: "granted", limit_activations: 3, usage: 0 });
    for (const label of ["a", "b", "c"]) {
      expect(
        (await api(ctx.emu, "POST", "/v1/license-keys/activate", { key: key.key, organization_id: organizationId, label })).status,
      ).toBe(200);
    }
    const fourth = await api(ctx.emu, "POST", "/v1/license-keys/activate", { key: key.key, organization_id: organizationId, label: "d" });
    expect(fourth).toMatchObject({ status: 403, body: { error: "NotPermitted", detail: "License key activation limit already reached." } });
    expect((await api(ctx.emu, "GET", `/v1/license-keys/${key.id}`)).body.activations).toHaveLength(3);

    await api(ctx.emu, "PATCH", `/v1/license-keys/${key.id}`, { limit_usage: 5 });
    const used = await api(ctx.emu, "POST", "/v1/license-keys/validate", {
      key: key.key,
      organization_id: organizationId,
      increment_usage: 4,
    });
    expect(used.body).toMatchObject({ usage: 4, validations: 1 });
    const over = await api(ctx.emu, "POST", "/v1/license-keys/validate", {
      key: key.key,
      organization_id: organizationId,
      increment_usage: 2,
    });
    expect(over.body.detail[0]).toMatchObject({ loc: ["body", "increment_usage"], msg: "License key only has 1 more usages." });
    const otherOrg = await api(ctx.emu, "POST", "/v1/license-keys/validate", {
      key: key.key,
      organization_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(otherOrg.status).toBe(404);

    await api(ctx.emu, "DELETE", `/v1/subscriptions/${bought.subscription_id}`);
    expect((await api(ctx.emu, "GET", `/v1/license-keys/${key.id}`)).body.status).toBe("revoked");
    const revoked = await api(ctx.emu, "POST", "/v1/license-keys/validate", { key: key.key, organization_id: organizationId });
    expect(revoked).toMatchObject({ status: 404, body: { detail: "License key is no longer active." } });
  });
});

describe("orders and payments", () => {
  it("an invoice needs a paid order with billing details, and marks the order", async () => {
    const bought = await subscribe("invoice-rules@example.com", "invoice-rules");
    const generate = () => api(ctx.emu, "POST", `/v1/orders/${bought.order_id}/invoice`);
    expect((await generate()).body).toMatchObject({ error: "MissingInvoiceBillingDetails" });
    await api(ctx.emu, "PATCH", `/v1/orders/${bought.order_id}`, { billing_name: "Rules Ltd", billing_address: { country: "GB" } });
    expect((await api(ctx.emu, "GET", `/v1/orders/${bought.order_id}`)).body.is_invoice_generated).toBe(false);
    expect((await generate()).status).toBe(202);
    expect((await api(ctx.emu, "GET", `/v1/orders/${bought.order_id}`)).body).toMatchObject({
      is_invoice_generated: true,
      billing_name: "Rules Ltd",
    });
  });

  it("a draft order is charged to the saved card, or refused with 402 when the customer has none", async () => {
    const product = (await api(ctx.emu, "GET", "/v1/products/?query=Lifetime")).body.items[0];
    const cardless = (await api(ctx.emu, "POST", "/v1/customers/", { email: "cardless@example.com" })).body;
    const draft = (await api(ctx.emu, "POST", "/v1/orders/", { customer_id: cardless.id, product_id: product.id })).body;
    expect(draft).toMatchObject({ status: "draft", invoice_number: "" });
    expect((await api(ctx.emu, "POST", `/v1/orders/${draft.id}/finalize`, {})).body).toMatchObject({ error: "PaymentFailed" });
    expect((await api(ctx.emu, "GET", `/v1/payments/?order_id=${draft.id}`)).body.items).toEqual([]);

    const bought = await subscribe("carded@example.com", "carded");
    const customerId = (await api(ctx.emu, "GET", `/v1/orders/${bought.order_id}`)).body.customer_id;
    const second = (await api(ctx.emu, "POST", "/v1/orders/", { customer_id: customerId, product_id: product.id })).body;
    const paid = await api(ctx.emu, "POST", `/v1/orders/${second.id}/finalize`, {});
    expect(paid.body).toMatchObject({ status: "paid", paid: true });
    expect((await api(ctx.emu, "POST", `/v1/orders/${second.id}/finalize`, {})).status).toBe(412);
    const payments = (await api(ctx.emu, "GET", `/v1/payments/?customer_email=carded@example.com`)).body.items;
    expect(payments.map((p: { order_id: string }) => p.order_id).sort()).toEqual([bought.order_id, second.id].sort());
  });
});

describe("a failed renewal paid again from the portal", () => {
  it("a declined retry changes nothing; a paying card pays the order and the subscription is active again", async () => {
    const bought = await subscribe("dunning@example.com", "dunning");
    const failed = (await api(ctx.emu, "POST", "/__emulator/trigger/past_due", { subscription_id: bought.subscription_id })).body;
    expect((await api(ctx.emu, "GET", `/v1/subscriptions/${bought.subscription_id}`)).body.status).toBe("past_due");
    const session = (await api(ctx.emu, "POST", "/v1/customer-sessions/", { external_customer_id: "dunning" })).body;
    const retry = (card: string) =>
      api(ctx.emu, "POST", `/v1/customer-portal/orders/${failed.order_id}/confirm-payment`, { confirmation_token_id: card }, session.token);
    expect((await retry("4000000000000002")).body).toMatchObject({ status: "failed" });
    expect((await api(ctx.emu, "GET", `/v1/orders/${failed.order_id}`)).body.status).toBe("pending");
    expect((await retry("4242424242424242")).body).toEqual({ status: "succeeded", client_secret: null, error: null });
    expect((await api(ctx.emu, "GET", `/v1/orders/${failed.order_id}`)).body.status).toBe("paid");
    expect((await api(ctx.emu, "GET", `/v1/subscriptions/${bought.subscription_id}`)).body).toMatchObject({
      status: "active",
      past_due_at: null,
    });
    expect((await retry("4242424242424242")).status).toBe(422);
  });
});

describe("the customer portal acts for its session's customer", () => {
  it("sees and changes only its own records; another customer's are missing", async () => {
    const mine = await subscribe("portal-me@example.com", "portal-me");
    const theirs = await subscribe("portal-them@example.com", "portal-them");
    const session = (await api(ctx.emu, "POST", "/v1/customer-sessions/", { external_customer_id: "portal-me" })).body;
    const as = (method: string, path: string, body?: unknown) => api(ctx.emu, method, path, body, session.token);
    expect((await as("GET", "/v1/customer-portal/customers/me")).body.email).toBe("portal-me@example.com");
    expect((await as("GET", `/v1/customer-portal/orders/${theirs.order_id}/invoice`)).status).toBe(404);
    expect((await as("PATCH", `/v1/customer-portal/orders/${theirs.order_id}`, { billing_name: "Thief" })).status).toBe(404);
    expect((await as("PATCH", `/v1/customer-portal/orders/${mine.order_id}`, { billing_name: "Me" })).body.billing_name).toBe("Me");
    const keys = (await as("GET", "/v1/customer-portal/license-keys/")).body.items;
    expect(keys).toHaveLength(1);
    const otherKey = ctx.emu.store.state.license_keys.find((k) => k.customer_id !== keys[0].customer_id)!;
    expect((await as("GET", `/v1/customer-portal/license-keys/${otherKey.id}`)).status).toBe(404);

    const taken = await as("POST", "/v1/customer-portal/customers/me/email-update/request", { email: "portal-them@example.com" });
    expect(taken.body.detail[0]).toMatchObject({ loc: ["body", "email"], msg: "Email address is already in use." });
    expect((await api(ctx.emu, "GET", "/v1/customer-portal/customers/me/email-update/check?token=forged", undefined, null)).status).toBe(
      401,
    );
  });
});

describe("files", () => {
  it("a file is listed once every part of its upload has arrived", async () => {
    const file = (
      await api(ctx.emu, "POST", "/v1/files/", {
        service: "downloadable",
        name: "notes.txt",
        mime_type: "text/plain",
        size: 10,
        upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: 9 }] },
      })
    ).body;
    const complete = () =>
      api(ctx.emu, "POST", `/v1/files/${file.id}/uploaded`, {
        id: file.upload.id,
        path: file.upload.path,
        parts: [{ number: 1, checksum_etag: "x", checksum_sha256_base64: null }],
      });
    expect((await complete()).status).toBe(403);
    expect((await api(ctx.emu, "GET", "/v1/files/")).body.items).toEqual([]);
    await fetch(file.upload.parts[0].url, { method: "PUT", headers: { "content-type": "text/plain" }, body: "0123456789" });
    expect((await complete()).body).toMatchObject({ is_uploaded: true, size_readable: "10 B" });
    expect((await api(ctx.emu, "GET", "/v1/files/")).body.items.map((f: { id: string }) => f.id)).toEqual([file.id]);
  });

  it("a downloadables benefit's file is offered to the customer who holds it, and downloads as uploaded", async () => {
    const bytes = Buffer.from([0x00, 0xff, 0x10, 0x80, 0x7f]);
    const file = (
      await api(ctx.emu, "POST", "/v1/files/", {
        service: "downloadable",
        name: "app.bin",
        mime_type: "application/octet-stream",
        size: bytes.length,
        upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: bytes.length - 1 }] },
      })
    ).body;
    const put = await fetch(file.upload.parts[0].url, {
      method: "PUT",
      headers: { "content-type": "application/octet-stream" },
      body: bytes,
    });
    await api(ctx.emu, "POST", `/v1/files/${file.id}/uploaded`, {
      id: file.upload.id,
      path: file.upload.path,
      parts: [{ number: 1, checksum_etag: put.headers.get("etag"), checksum_sha256_base64: null }],
    });
    const benefit = (
      await api(ctx.emu, "POST", "/v1/benefits/", { type: "downloadables", description: "The app", properties: { files: [file.id] } })
    ).body;
    expect((await api(ctx.emu, "GET", `/v1/benefits/${benefit.id}/files`)).body.items.map((f: { id: string }) => f.id)).toEqual([file.id]);
    const product = (
      await api(ctx.emu, "POST", "/v1/products/", { name: "App download", prices: [{ amount_type: "fixed", price_amount: 900 }] })
    ).body;
    await api(ctx.emu, "POST", `/v1/products/${product.id}/benefits`, { benefits: [benefit.id] });
    await api(ctx.emu, "POST", "/__emulator/trigger/purchase", {
      product_id: product.id,
      customer_email: "downloader@example.com",
      external_customer_id: "downloader",
    });
    const session = (await api(ctx.emu, "POST", "/v1/customer-sessions/", { external_customer_id: "downloader" })).body;
    const offered = (await api(ctx.emu, "GET", "/v1/customer-portal/downloadables/", undefined, session.token)).body.items;
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({ benefit_id: benefit.id, file: { id: file.id, name: "app.bin" } });
    const download = await fetch(offered[0].file.download.url);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
  });
});
