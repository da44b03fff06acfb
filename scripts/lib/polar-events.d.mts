/** A paid order as Polar's order.paid carries it (polar-events.mjs). */
export function orderPaidEvent(customer: { externalId: string | null; email: string; name: string; invoiceNumber: string }): {
  type: "order.paid";
  timestamp: string;
  data: Record<string, unknown> & { id: string; customer_id: string };
};
