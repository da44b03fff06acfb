import { describe, expect, it } from "vitest";
import { api, TOKEN, emulatorForFile } from "./support";

/**
 * The emulator runs in self-check mode: every reply is validated against Polar's 2026-04 OpenAPI document
 * and a mismatch turns into a 500. The SDK (0.47) then parses each reply with its own zod schemas, so a
 * passing call proves both contracts.
 */
const ctx = emulatorForFile();

describe("catalogue", () => {
  it("lists the seeded products with every amount type, through the SDK", async () => {
    const page = await ctx.polar.products.list({ limit: 100 });
    const names = page.result.items.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(["Free", "Pro monthly", "Pro yearly", "Lifetime license", "Support the project", "Usage-based API"]),
    );
    const types = new Set(page.result.items.flatMap((p) => p.prices.map((x) => x.amountType)));
    expect([...types].sort()).toEqual(["custom", "fixed", "metered_unit"]);
    expect(page.result.pagination.totalCount).toBe(6);
  });

  it("filters recurring products and pages", async () => {
    const recurring = await api(ctx.emu, "GET", "/v1/products/?is_recurring=true&limit=2&page=2");
    expect(recurring.status).toBe(200);
    expect(recurring.body.pagination).toEqual({ total_count: 4, max_page: 2 });
    expect(recurring.body.items).toHaveLength(2);
  });

  it("creates, updates and archives a product, accepting SDK 0.47's free price", async () => {
    const created = await ctx.polar.products.create({ name: "Starter", recurringInterval: "month", prices: [{ amountType: "free" }] });
    expect(created.prices[0]).toMatchObject({ amountType: "fixed", priceAmount: 0 });
    const updated = await ctx.polar.products.update({ id: created.id, productUpdate: { name: "Starter plan", isArchived: true } });
    expect(updated).toMatchObject({ name: "Starter plan", isArchived: true });
    const got = await ctx.polar.products.get({ id: created.id });
    expect(got.isArchived).toBe(true);
  });

  it("creates each of the seven benefit types, attaches them to a product and grants them on purchase", async () => {
    const meter = (await ctx.polar.meters.list({})).result.items[0];
    const created = await Promise.all([
      ctx.polar.benefits.create({ type: "custom", description: "Onboarding call", properties: { note: "Book at cal.example.com" } }),
      ctx.polar.benefits.create({
        type: "discord",
        description: "Discord role",
        properties: { guildToken: "install-token", roleId: "1234", kickMember: true },
      }),
      ctx.polar.benefits.create({
        type: "github_repository",
        description: "Source access",
        properties: { repositoryOwner: "acme", repositoryName: "app", permission: "pull" },
      }),
      ctx.polar.benefits.create({
        type: "downloadables",
        description: "Assets",
        properties: { files: ["6f1d7c9e-2b4a-4c1e-9a3f-1d2e3f4a5b6c"] },
      }),
      ctx.polar.benefits.create({ type: "license_keys", description: "Key", properties: { prefix: "ACME" } }),
      ctx.polar.benefits.create({
        type: "meter_credit",
        description: "Credits",
        properties: { units: 50, rollover: false, meterId: meter.id },
      }),
      ctx.polar.benefits.create({ type: "feature_flag", description: "Beta features", properties: {}, metadata: { flag: "beta" } }),
    ]);
    expect(created.map((b) => b.type)).toEqual([
      "custom",
      "discord",
      "github_repository",
      "downloadables",
      "license_keys",
      "meter_credit",
      "feature_flag",
    ]);
    expect(created[6]).toMatchObject({ properties: {}, metadata: { flag: "beta" } });
    const product = await ctx.polar.products.create({ name: "Everything", prices: [{ amountType: "fixed", priceAmount: 100 }] });
    const withBenefits = await ctx.polar.products.updateBenefits({
      id: product.id,
      productBenefitsUpdate: { benefits: created.map((b) => b.id) },
    });
    expect(withBenefits.benefits).toHaveLength(7);
    const bought = await api(ctx.emu, "POST", "/__emulator/trigger/purchase", {
      product_id: product.id,
      customer_email: "all@example.com",
    });
    expect(bought.status).toBe(200);
    const grants = await ctx.polar.benefitGrants.list({});
    expect(grants.result.items.map((g) => g.benefit.type).sort()).toEqual([
      "custom",
      "discord",
      "downloadables",
      "feature_flag",
      "github_repository",
      "license_keys",
      "meter_credit",
    ]);
    const noToken = await api(ctx.emu, "POST", "/v1/benefits/", {
      type: "discord",
      description: "No token",
      properties: { role_id: "1", kick_member: false },
    });
    expect(noToken.status).toBe(422);
    expect(noToken.body.detail[0]).toMatchObject({ type: "missing", loc: ["body", "discord", "properties", "guild_token"] });
  });

  it("lists benefits and meters", async () => {
    const benefits = await ctx.polar.benefits.list({});
    expect(benefits.result.items.map((b) => b.type)).toEqual(
      expect.arrayContaining(["custom", "downloadables", "license_keys", "meter_credit"]),
    );
    const meters = await ctx.polar.meters.list({});
    expect(meters.result.items[0].name).toBe("API calls");
  });
});

describe("customers", () => {
  it("creates, reads by id and external id, updates, reports state and deletes", async () => {
    const created = await ctx.polar.customers.create({ email: "Ada@Example.com", name: "Ada", externalId: "user-1" });
    expect(created.email).toBe("ada@example.com");
    expect((await ctx.polar.customers.getExternal({ externalId: "user-1" })).id).toBe(created.id);
    const updated = await ctx.polar.customers.updateExternal({ externalId: "user-1", customerUpdateExternalID: { name: "Ada L." } });
    expect(updated.name).toBe("Ada L.");
    const state = await ctx.polar.customers.getStateExternal({ externalId: "user-1" });
    expect(state.activeSubscriptions).toEqual([]);
    await ctx.polar.customers.deleteExternal({ externalId: "user-1" });
    expect((await api(ctx.emu, "GET", "/v1/customers/external/user-1")).status).toBe(404);
  });

  it("refuses a second customer with the same e-mail or external id with 422", async () => {
    await ctx.polar.customers.create({ email: "dup@example.com", externalId: "dup-1" });
    const byEmail = await api(ctx.emu, "POST", "/v1/customers/", { email: "DUP@example.com" });
    expect(byEmail.status).toBe(422);
    expect(byEmail.body.detail[0].loc).toEqual(["body", "email"]);
    const byExternal = await api(ctx.emu, "POST", "/v1/customers/", { email: "other@example.com", external_id: "dup-1" });
    expect(byExternal.status).toBe(422);
  });
});

describe("errors in Polar's shapes", () => {
  it("401 without or with a wrong token", async () => {
    expect(await api(ctx.emu, "GET", "/v1/products/", undefined, null)).toEqual({
      status: 401,
      body: { error: "Unauthorized", detail: "Unauthorized" },
    });
    expect((await api(ctx.emu, "GET", "/v1/products/", undefined, "polar_oat_wrong")).status).toBe(401);
  });

  it("404 ResourceNotFound for an unknown id", async () => {
    const res = await api(ctx.emu, "GET", "/v1/products/00000000-0000-4000-8000-000000000000");
    expect(res).toEqual({ status: 404, body: { error: "ResourceNotFound", detail: "Not found" } });
  });

  it("422 HTTPValidationError for a missing field, a wrong type and malformed JSON, and nothing is created", async () => {
    const before = (await api(ctx.emu, "GET", "/v1/customers/?limit=100")).body.pagination.total_count;
    const missing = await api(ctx.emu, "POST", "/v1/customers/", { name: "No e-mail" });
    expect(missing.status).toBe(422);
    expect(missing.body.detail[0]).toMatchObject({ type: "missing", loc: ["body", "individual", "email"], msg: "Field required" });
    const wrongType = await api(ctx.emu, "GET", "/v1/products/?limit=many");
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.detail[0].loc).toEqual(["query", "limit"]);
    const malformed = await api(ctx.emu, "POST", "/v1/customers/", "{not json");
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail[0].type).toBe("json_invalid");
    expect((await api(ctx.emu, "GET", "/v1/customers/?limit=100")).body.pagination.total_count).toBe(before);
  });
});

describe("an outage on demand", () => {
  it("drops every API connection while down, keeps the control API, and answers again when up", async () => {
    expect((await api(ctx.emu, "POST", "/__emulator/outage", { down: "yes" })).status).toBe(422);
    expect(await api(ctx.emu, "POST", "/__emulator/outage", { down: true })).toEqual({ status: 200, body: { down: true, delay_ms: 0 } });
    await expect(fetch(`${ctx.emu.url}/v1/products/`, { headers: { authorization: `Bearer ${TOKEN}` } })).rejects.toThrow();
    expect(await api(ctx.emu, "POST", "/__emulator/outage", { down: false })).toEqual({ status: 200, body: { down: false, delay_ms: 0 } });
    expect((await api(ctx.emu, "GET", "/v1/products/")).status).toBe(200);
  });

  it("answers late by delay_ms while slow, on the API only, and refuses a delay that is no number of milliseconds", async () => {
    for (const delay_ms of [-1, 1.5, "300", 30_001]) {
      expect([delay_ms, (await api(ctx.emu, "POST", "/__emulator/outage", { down: false, delay_ms })).status]).toEqual([delay_ms, 422]);
    }
    expect(await api(ctx.emu, "POST", "/__emulator/outage", { down: false, delay_ms: 400 })).toEqual({
      status: 200,
      body: { down: false, delay_ms: 400 },
    });
    try {
      const started = Date.now();
      expect((await api(ctx.emu, "GET", "/v1/products/")).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
      const control = Date.now();
      await api(ctx.emu, "POST", "/__emulator/flush");
      expect(Date.now() - control).toBeLessThan(400);
    } finally {
      await api(ctx.emu, "POST", "/__emulator/outage", { down: false });
    }
  });
});
