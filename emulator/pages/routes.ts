import { invalidField, PolarError } from "../http/errors";
import type { Router } from "../http/router";
import type { Store } from "../store";
import { CardDeclined, type registerCheckouts } from "../resources/checkouts";
import { checkoutPage, escape, money, simplePage } from "./checkout";

type CheckoutActions = ReturnType<typeof registerCheckouts>;

/** The pages a browser sees: hosted checkout, the default success page, invoices (the portal's are in portal-routes). */
export function registerPages(router: Router, store: Store, actions: CheckoutActions) {
  const state = () => store.state;

  router.page("GET", "/checkout/success", ({ rawQuery }) => ({
    status: 200,
    html: simplePage("Thank you", `<p class="muted">Checkout <code>${escape(rawQuery.get("checkout_id") ?? "")}</code> succeeded.</p>`),
  }));

  router.page("GET", "/checkout/{client_secret}", ({ params }) => {
    const checkout = state().checkouts.find((c) => c.client_secret === params.client_secret);
    if (!checkout) return { status: 404, html: simplePage("Not found", "<p>This checkout does not exist.</p>") };
    return { status: 200, html: checkoutPage(state(), checkout) };
  });

  router.page("POST", "/checkout/{client_secret}", ({ params, form }) => {
    const checkout = state().checkouts.find((c) => c.client_secret === params.client_secret);
    if (!checkout) return { status: 404, html: simplePage("Not found", "<p>This checkout does not exist.</p>") };
    const get = (name: string) => form?.get(name)?.trim() || undefined;
    try {
      actions.openCheckout(checkout);
      const country = get("country")?.toUpperCase();
      if (country && !/^[A-Z]{2}$/.test(country))
        throw invalidField(["body", "country"], "Enter the country as two letters, like US or DE.", country);
      const amount = get("amount");
      if (amount !== undefined && !/^\d+(\.\d{1,2})?$/.test(amount))
        throw invalidField(["body", "amount"], "Enter an amount like 15 or 15.50.", amount);
      actions.applyBuyerInput(checkout, {
        customer_email: get("customer_email"),
        customer_name: get("customer_name"),
        discount_code: get("discount_code"),
        ...(amount !== undefined ? { amount: Math.round(Number(amount) * 100) } : {}),
        ...(country
          ? {
              customer_billing_address: {
                country,
                line1: get("line1") ?? null,
                city: get("city") ?? null,
                postal_code: get("postal_code") ?? null,
              },
            }
          : {}),
      });
      if (!checkout.customer_email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(checkout.customer_email))
        throw invalidField(["body", "customer_email"], "Enter a valid e-mail address.", checkout.customer_email);
      actions.confirm(checkout, get("card") ?? "");
      return { status: 303, location: checkout.success_url.replace("{CHECKOUT_ID}", checkout.id) };
    } catch (error) {
      const message = error instanceof CardDeclined ? error.message : error instanceof PolarError ? firstMessage(error) : null;
      if (message === null) throw error;
      return { status: 400, html: checkoutPage(state(), checkout, message) };
    }
  });

  router.page("GET", "/invoices/{id}", ({ params }) => {
    const order = state().orders.find((o) => o.id === params.id && o.status !== "pending");
    if (!order) return { status: 404, html: simplePage("Not found", "<p>No invoice.</p>") };
    const customer = state().customers.find((c) => c.id === order.customer_id)!;
    const rows = [
      ["Billed by", escape(state().organization.name)],
      ["Billed to", escape(customer.email)],
      ["Date", escape(order.created_at.slice(0, 10))],
      ["Amount", money(order.subtotal_amount)],
      ["Status", escape(order.status)],
    ];
    return {
      status: 200,
      html: simplePage(
        `Invoice ${order.invoice_number}`,
        `<table>${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td class="right">${v}</td></tr>`).join("")}</table>`,
        state().organization.name,
      ),
    };
  });
}

function firstMessage(error: PolarError): string {
  const body = error.body as { detail?: string | { msg: string }[] };
  return Array.isArray(body.detail) ? (body.detail[0]?.msg ?? "Invalid input.") : (body.detail ?? "Invalid input.");
}
