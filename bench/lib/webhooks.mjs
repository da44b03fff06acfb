import { randomUUID } from "node:crypto";
import { signatureHeaders } from "../../emulator/webhooks/sign.mjs";
import { orderPaidEvent } from "../../scripts/lib/polar-events.mjs";

export const BENCH_WEBHOOK_SECRET = "whsec_bench_webhook_secret_0123456789";

/** Signed as Polar signs, with the emulator's signer. */
const sign = (id, body) => signatureHeaders(BENCH_WEBHOOK_SECRET, id, Math.floor(Date.now() / 1000), body);

/** A paid order of a customer of its own. */
const orderPaid = (n) =>
  orderPaidEvent({ externalId: `bench-${n}`, email: `bench-${n}@bench.example`, name: "Bench", invoiceNumber: `BENCH-${n}` });

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
