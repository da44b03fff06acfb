import { randomUUID } from "node:crypto";
import { signatureHeaders } from "../../emulator/webhooks/sign.mjs";

export const BENCH_WEBHOOK_SECRET = "whsec_bench_webhook_secret_0123456789";

/** Signed as Polar signs, with the emulator's signer. */
const sign = (id, body) => signatureHeaders(BENCH_WEBHOOK_SECRET, id, Math.floor(Date.now() / 1000), body);

/** A paid order with its customer and one item, as order.paid carries it. */
function orderPaid(n) {
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
        external_id: `bench-${n}`,
        email: `bench-${n}@bench.example`,
        name: "Bench",
        deleted_at: null,
      },
      subtotal_amount: 1500,
      discount_amount: 0,
      tax_amount: 0,
      total_amount: 1500,
      refunded_amount: 0,
      currency: "usd",
      invoice_number: `BENCH-${n}`,
      metadata: {},
      items: [{ id: randomUUID(), label: "Pro", amount: 1500, tax_amount: 0, product_price_id: null }],
    },
  };
}

/**
 * autocannon request hooks: every request a correctly signed event with a fresh webhook-id, except one in
 * ten, which repeats an id already sent (Polar's retries), so duplicates are measured too.
 */
export function webhookRequests() {
  const sent = [];
  let n = 0;
  return [
    {
      method: "POST",
      setupRequest(request) {
        n += 1;
        let id;
        let body;
        if (n % 10 === 0 && sent.length) {
          ({ id, body } = sent[Math.floor(Math.random() * sent.length)]);
        } else {
          id = `msg_${randomUUID()}`;
          body = JSON.stringify(orderPaid(n));
          if (sent.length < 10_000) sent.push({ id, body });
        }
        return { ...request, headers: sign(id, body), body };
      },
    },
  ];
}
