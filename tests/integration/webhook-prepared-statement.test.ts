import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseSettings, db, executeCompiled, type Database } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import { billingCustomer, billingOrder, billingOrderItem, polarWebhookEvent } from "@/db/schema";
import { effectQuery } from "@/lib/billing/webhooks/apply";
import { processedGate } from "@/lib/billing/webhooks/ingest";
import { orderPaidEvent } from "@/scripts/lib/polar-events.mjs";

/**
 * A delivery's statement is a named prepared statement on PostgreSQL (db/client.ts): a connection parses and plans
 * it once, then binds each event's values, and a duplicate still stores nothing. Measured on a pool of one
 * connection, so the statements this test sees are its own.
 */
const run = randomUUID().slice(0, 8);
const events = [1, 2].map((n) =>
  orderPaidEvent({
    externalId: `prepared-${run}-${n}`,
    email: `prepared-${run}-${n}@example.com`,
    name: "P",
    invoiceNumber: `P-${run}-${n}`,
  }),
);
const webhookIds = events.map((_, n) => `msg_prepared_${run}_${n}`);
const orderIds = events.map((e) => e.data.id);
const customerIds = events.map((e) => e.data.customer_id);

beforeAll(() => ensureMigrated());

afterAll(async () => {
  await db.delete(polarWebhookEvent).where(inArray(polarWebhookEvent.webhookId, webhookIds));
  await db.delete(billingOrderItem).where(inArray(billingOrderItem.orderId, orderIds));
  await db.delete(billingOrder).where(inArray(billingOrder.id, orderIds));
  await db.delete(billingCustomer).where(inArray(billingCustomer.id, customerIds));
});

it("prepares a delivery's statement once per connection, then sends only the values of each event of its shape", async () => {
  const pool = new pg.Pool({ connectionString: databaseSettings().url, max: 1 });
  const database = drizzle(pool) as unknown as Database;
  try {
    const queries = events.map((event, n) =>
      effectQuery("order.paid", event.data, processedGate({ webhookId: webhookIds[n], type: "order.paid", payload: event }, new Date())),
    );
    expect(queries[1].name).toBe(queries[0].name);
    for (const query of queries) expect(await executeCompiled(database, query)).toEqual([{ stored: true }]);
    const { rows } = await pool.query("select name, statement from pg_prepared_statements");
    expect(rows).toEqual([{ name: queries[0].name, statement: queries[0].text }]);
    // A redelivery runs the prepared statement again and, as before, changes nothing.
    expect(await executeCompiled(database, queries[0])).toEqual([{ stored: false }]);
    const orders = await db.select().from(billingOrder).where(inArray(billingOrder.id, orderIds));
    expect(orders.map((o) => o.invoiceNumber).sort()).toEqual([`P-${run}-1`, `P-${run}-2`]);
  } finally {
    await pool.end();
  }
});
