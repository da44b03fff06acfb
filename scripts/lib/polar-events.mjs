import { randomUUID } from "node:crypto";

/**
 * A paid order as Polar's order.paid carries it (the fields our mirror reads), with a customer of its own:
 * the event the benchmark and the multi-instance tests deliver. Sign it with emulator/webhooks/sign.mjs.
 *
 * @param {{ externalId: string | null; email: string; name: string; invoiceNumber: string }} customer
 */
export function orderPaidEvent({ externalId, email, name, invoiceNumber }) {
  const at = new Date().toISOString();
  const customerId = randomUUID();
  return {
    type: "order.paid",
    timestamp: at,
    data: {
      id: randomUUID(),
      created_at: at,
      modified_at: at,
      status: "paid",
      billing_reason: "purchase",
      customer_id: customerId,
      customer: {
        id: customerId,
        created_at: at,
        modified_at: null,
        metadata: {},
        external_id: externalId,
        email,
        name,
        deleted_at: null,
      },
      subtotal_amount: 1500,
      discount_amount: 0,
      tax_amount: 0,
      total_amount: 1500,
      refunded_amount: 0,
      currency: "usd",
      invoice_number: invoiceNumber,
      metadata: {},
      items: [{ id: randomUUID(), label: "Pro", amount: 1500, tax_amount: 0, product_price_id: null }],
    },
  };
}
