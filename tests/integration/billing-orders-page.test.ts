import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import { billingCustomer, billingOrder } from "@/db/schema";
import { ordersPage } from "@/lib/billing/queries";
import { decodeCursor } from "@/lib/keyset";

const USER = "orders-page-user";
const CUSTOMER = "orders-page-customer";

beforeAll(async () => {
  await ensureMigrated();
  const at = new Date("2026-11-01T00:00:00Z");
  await db.insert(billingCustomer).values({ id: CUSTOMER, externalId: USER, email: "orders@example.com", createdAt: at, modifiedAt: at });
  const order = (n: number, createdAt: Date, referenceId: string) => ({
    id: `order-${String(n).padStart(3, "0")}`,
    status: "paid",
    billingReason: "purchase",
    customerId: CUSTOMER,
    subtotalAmount: 100 * n,
    discountAmount: 0,
    taxAmount: 0,
    totalAmount: 100 * n,
    refundedAmount: 0,
    currency: "usd",
    metadata: { referenceId },
    createdAt,
    modifiedAt: createdAt,
  });
  // 40 orders in the same microsecond and 20 a second apart, plus 5 bought for an organization.
  const same = new Date("2026-11-10T12:00:00.123Z");
  await db
    .insert(billingOrder)
    .values([
      ...Array.from({ length: 40 }, (_, i) => order(i, same, USER)),
      ...Array.from({ length: 20 }, (_, i) => order(40 + i, new Date(same.getTime() - (i + 1) * 1000), USER)),
      ...Array.from({ length: 5 }, (_, i) => order(60 + i, same, "some-organization")),
    ]);
});

describe("the orders page (keyset, newest first)", () => {
  it("pages through every personal order exactly once, newest first, even when many share a timestamp", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await ordersPage({ customerId: CUSTOMER, userId: USER }, decodeCursor(after), 25);
      seen.push(...page.orders.map((o) => o.order.id));
      after = page.next;
      pages += 1;
    } while (after && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
    expect(seen.some((id) => Number(id.slice(6)) >= 60)).toBe(false); // the organization's are not personal
    const times = (await db.select({ id: billingOrder.id, t: sql<string>`created_at::text` }).from(billingOrder)).reduce<
      Record<string, string>
    >((m, r) => ({ ...m, [r.id]: r.t }), {});
    const ordered = [...seen].sort((a, b) => (times[a] === times[b] ? (a < b ? 1 : -1) : times[a] < times[b] ? 1 : -1));
    expect(seen).toEqual(ordered);
  });

  it("reads a cursor that is not one as the first page", async () => {
    const first = await ordersPage({ customerId: CUSTOMER, userId: USER }, undefined, 25);
    const junk = await ordersPage({ customerId: CUSTOMER, userId: USER }, decodeCursor("not-a-cursor"), 25);
    expect(junk.orders.map((o) => o.order.id)).toEqual(first.orders.map((o) => o.order.id));
  });

  it("pages through an organization's orders, and only those", async () => {
    const first = await ordersPage({ organizationId: "some-organization" }, undefined, 3);
    expect(first.orders).toHaveLength(3);
    const rest = await ordersPage({ organizationId: "some-organization" }, decodeCursor(first.next), 3);
    expect(rest.next).toBeNull();
    const ids = [...first.orders, ...rest.orders].map((o) => o.order.id).sort();
    expect(ids).toEqual(["order-060", "order-061", "order-062", "order-063", "order-064"]);
  });

  it("an organization's page can be read from its index, in order, without a sort", async () => {
    // A table of 65 rows is scanned whatever the indexes; with scans off, the plan shows the index serves the page.
    const text = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute(
        sql`explain select id from billing_order where metadata->>'referenceId' = 'some-organization' order by created_at desc, id desc limit 26`,
      );
      return (plan as unknown as { rows: { "QUERY PLAN": string }[] }).rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(text).toContain("Index Scan Backward using billing_order_reference_idx");
    expect(text).not.toContain("Sort");
  });
});
