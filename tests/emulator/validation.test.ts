import { describe, expect, it } from "vitest";
import { api, emulatorForFile } from "./support";

/** Refusals in pydantic's words: the type, location, message and context Polar's server answers with. */
const ctx = emulatorForFile();

describe("validation as Polar's (pydantic)", () => {
  it("page=0 is 'greater_than'; a limit above 100 reads as 100, as Polar's pagination does", async () => {
    const reply = await api(ctx.emu, "GET", "/v1/products/?page=0");
    expect(reply.status).toBe(422);
    expect(reply.body.detail).toEqual([
      { type: "greater_than", loc: ["query", "page"], msg: "Input should be greater than 0", input: "0", ctx: { gt: 0 } },
    ]);
    const many = await api(ctx.emu, "GET", "/v1/customers/?limit=101");
    expect(many.status).toBe(200);
    const word = await api(ctx.emu, "GET", "/v1/products/?limit=many");
    expect(word.body.detail[0]).toMatchObject({ type: "int_parsing", loc: ["query", "limit"] });
  });

  it("a path id that is not a UUID is a 422 on the path, not a 404", async () => {
    const reply = await api(ctx.emu, "GET", "/v1/products/not-a-uuid");
    expect(reply.status).toBe(422);
    expect(reply.body.detail[0]).toMatchObject({ type: "uuid_parsing", loc: ["path", "id"], input: "not-a-uuid" });
    const version1 = await api(ctx.emu, "GET", "/v1/orders/6ba7b810-9dad-11d1-80b4-00c04fd430c8");
    expect(version1.body.detail[0]).toMatchObject({ type: "uuid_version", loc: ["path", "id"], ctx: { expected_version: 4 } });
    expect((await api(ctx.emu, "GET", "/v1/products/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("a path id with a malformed escape is refused like any other id that is not a UUID, not a 500", async () => {
    const reply = await api(ctx.emu, "GET", "/v1/products/%E0%A4%A");
    expect(reply.status).toBe(422);
    expect(reply.body.detail[0]).toMatchObject({ type: "uuid_parsing", loc: ["path", "id"], input: "%E0%A4%A" });
  });

  it("an invalid e-mail is refused in the union member the body is, and nothing is created", async () => {
    const reply = await api(ctx.emu, "POST", "/v1/customers/", { email: "not-an-email" });
    expect(reply.status).toBe(422);
    expect(reply.body.detail[0]).toMatchObject({
      type: "value_error",
      loc: ["body", "individual", "email"],
      msg: "value is not a valid email address: An email address must have an @-sign.",
    });
    expect((await api(ctx.emu, "GET", "/v1/customers/?limit=100")).body.items).toEqual([]);
  });

  it("a customer session for an unknown customer is a 422 on customer_id", async () => {
    const reply = await api(ctx.emu, "POST", "/v1/customer-sessions/", { customer_id: "00000000-0000-4000-8000-000000000000" });
    expect(reply.status).toBe(422);
    expect(reply.body.detail).toEqual([
      {
        type: "value_error",
        loc: ["body", "customer_id"],
        msg: "Customer does not exist.",
        input: "00000000-0000-4000-8000-000000000000",
      },
    ]);
  });

  it("a recurring product without prices names prices in the recurring member", async () => {
    const reply = await api(ctx.emu, "POST", "/v1/products/", { name: "Monthly", recurring_interval: "month", prices: [] });
    expect(reply.status).toBe(422);
    expect(reply.body.detail).toEqual([
      {
        type: "too_short",
        loc: ["body", "recurring", "prices"],
        msg: "List should have at least 1 item after validation, not 0",
        input: [],
        ctx: { field_type: "List", min_length: 1, actual_length: 0 },
      },
    ]);
  });

  it("discriminated unions are chosen by their tag: a missing or unknown tag says so", async () => {
    const unknown = await api(ctx.emu, "POST", "/v1/benefits/", { type: "castle", description: "A castle" });
    expect(unknown.body.detail[0]).toMatchObject({
      type: "union_tag_invalid",
      loc: ["body"],
      ctx: { discriminator: "'type'", tag: "castle" },
    });
    const none = await api(ctx.emu, "POST", "/v1/benefits/", { description: "No type" });
    expect(none.body.detail[0]).toMatchObject({ type: "union_tag_not_found", loc: ["body"] });
    const price = await api(ctx.emu, "POST", "/v1/products/", { name: "Priced", prices: [{ amount_type: "fixed" }] });
    expect(price.body.detail[0]).toMatchObject({ type: "missing", loc: ["body", "one_time", "prices", 0, "fixed", "price_amount"] });
  });

  it("formats and enums: a relative URL, an unknown status, a string too short", async () => {
    const product = (await api(ctx.emu, "GET", "/v1/products/?limit=1")).body.items[0];
    const url = await api(ctx.emu, "POST", "/v1/checkouts/", { products: [product.id], success_url: "/thanks" });
    expect(url.body.detail[0]).toMatchObject({ type: "url_parsing", loc: ["body", "success_url"] });
    const status = await api(ctx.emu, "GET", "/v1/checkouts/?status=lost");
    expect(status.body.detail[1]).toMatchObject({
      type: "enum",
      loc: ["query", "status", "list[CheckoutStatus]", 0],
      input: "lost",
      ctx: { expected: "'open', 'expired', 'confirmed', 'succeeded' or 'failed'" },
    });
    const short = await api(ctx.emu, "POST", "/v1/products/", { name: "ab", prices: [{ amount_type: "fixed", price_amount: 100 }] });
    expect(short.body.detail[0]).toMatchObject({ type: "string_too_short", loc: ["body", "one_time", "name"], ctx: { min_length: 3 } });
  });
});
