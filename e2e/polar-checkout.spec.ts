import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { expect, test } from "./support/test";
import { validateEvent } from "@polar-sh/sdk/webhooks";
import { startEmulator, type Emulator } from "../emulator/server";
import { NEW_CUSTOMER_SUBSCRIPTION_SEQUENCE } from "../tests/support/polar-sequences";

/**
 * A person buys a plan on the emulator's hosted checkout page in a real browser; a webhook receiver gets
 * Polar's signed sequence, and the SDK's own verification accepts every event.
 */
const EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 3130);
const RECEIVER_PORT = Number(process.env.E2E_RECEIVER_PORT ?? 3131);
const TOKEN = "polar_oat_e2e_token";

let emulator: Emulator;
let receiver: Server;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${emulator.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}

/** Delivers the webhooks waiting, and returns every one received so far as the SDK verifies and reads it. */
async function verifiedEvents(secret: string) {
  await call("POST", "/__emulator/flush");
  return received.map((r) => validateEvent(r.body, Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, String(v)])), secret));
}

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, "127.0.0.1", resolve));
  emulator = await startEmulator({ port: EMULATOR_PORT, dataDir: ":memory:", accessToken: TOKEN, selfCheck: true });
});

test.afterAll(async () => {
  await emulator?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

test("buy Pro yearly on the hosted checkout page: declined card, then a good one, then Polar's signed webhooks", async ({ page }) => {
  const endpoint = await call("POST", "/__emulator/webhook-endpoint", { url: `http://127.0.0.1:${RECEIVER_PORT}/webhooks` });
  const products = await call("GET", "/v1/products/?query=Pro%20yearly");
  const checkout = await call("POST", "/v1/checkouts/", {
    products: [products.items[0].id],
    external_customer_id: "browser-user",
    require_billing_address: true,
    success_url: `${emulator.url}/checkout/success?checkout_id={CHECKOUT_ID}`,
  });

  await page.goto(checkout.url);
  await expect(page.getByRole("heading", { name: "Pro yearly" })).toBeVisible();
  await expect(page.getByTestId("amount")).toHaveText("$150.00 / year");
  await page.getByLabel("Email").fill("browser@example.com");
  await page.getByLabel("Name").fill("Browser Buyer");
  await page.getByLabel("Country (two letters)").fill("DE");
  await page.getByLabel("Address").fill("Hauptstraße 1");
  await page.getByLabel("City").fill("Berlin");
  await page.getByLabel("Postal code").fill("10115");
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: "Pay $150.00" }).click();
  await expect(page.getByRole("alert")).toHaveText("Your card was declined.");

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay $150.00" }).click();
  await expect(page).toHaveURL(`${emulator.url}/checkout/success?checkout_id=${checkout.id}`);
  await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();

  const events = await verifiedEvents(endpoint.secret);
  expect(events.map((e) => e.type)).toEqual(NEW_CUSTOMER_SUBSCRIPTION_SEQUENCE);
  const state = await call("GET", "/v1/customers/external/browser-user/state");
  expect(state.billing_address).toMatchObject({ country: "DE", city: "Berlin" });
  expect(state.active_subscriptions).toHaveLength(1);
});

test("the customer portal: cancel a plan after a confirmation, resume it, open an invoice; Polar's webhooks for each", async ({ page }) => {
  const endpoint = await call("POST", "/__emulator/webhook-endpoint", { url: `http://127.0.0.1:${RECEIVER_PORT}/webhooks` });
  const subscribed = await call("POST", "/__emulator/trigger/subscribe", {
    product: "Pro monthly",
    customer_email: "portal@example.com",
    external_customer_id: "portal-user",
  });
  await call("POST", "/__emulator/flush");
  const customer = await call("GET", "/v1/customers/external/portal-user");
  const session = await call("POST", "/v1/customer-sessions/", { customer_id: customer.id, return_url: "http://127.0.0.1:9/billing" });
  received.length = 0;
  const eventsOf = () => verifiedEvents(endpoint.secret);

  await page.goto(session.customer_portal_url);
  await expect(page.getByRole("heading", { name: "portal@example.com" })).toBeVisible();
  await expect(page.getByRole("link", { name: "← Back to" })).toHaveAttribute("href", "http://127.0.0.1:9/billing");
  // Asked first; keeping it changes nothing.
  await page.getByRole("link", { name: "Cancel Pro monthly" }).click();
  await expect(page.getByRole("heading", { name: "Cancel Pro monthly?" })).toBeVisible();
  await page.getByRole("link", { name: "Keep subscription" }).click();
  await expect(page.getByRole("link", { name: "Cancel Pro monthly" })).toBeVisible();
  expect(await eventsOf()).toEqual([]);

  await page.getByRole("link", { name: "Cancel Pro monthly" }).click();
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByRole("status")).toContainText("Pro monthly is canceled. You keep it until");
  const canceled = await eventsOf();
  expect(canceled.map((e) => e.type)).toEqual(expect.arrayContaining(["subscription.updated", "subscription.canceled"]));
  expect(canceled.find((e) => e.type === "subscription.canceled")?.data).toMatchObject({ cancelAtPeriodEnd: true });
  // A reload of the confirmation's address does not cancel twice.
  await page.goto(`${emulator.url}/portal/subscriptions/${subscribed.subscription_id}/cancel?customer_session_token=${session.token}`);
  await expect(page.getByRole("status")).toContainText("is canceled");

  received.length = 0;
  await page.getByRole("button", { name: "Resume Pro monthly" }).click();
  await expect(page.getByRole("status")).toContainText("Pro monthly is no longer canceled. It renews on");
  const resumed = await eventsOf();
  expect(resumed.map((e) => e.type)).toEqual(expect.arrayContaining(["subscription.updated", "subscription.uncanceled"]));
  expect(resumed.find((e) => e.type === "subscription.uncanceled")?.data).toMatchObject({ cancelAtPeriodEnd: false });

  // The order's invoice opens from the portal; the license key the plan grants is shown to its owner.
  await page.getByRole("link", { name: /^DEMO-/ }).click();
  await expect(page.getByRole("heading", { name: /^Invoice DEMO-/ })).toBeVisible();
  await page.goBack();
  await expect(page.getByText(/^DEMO-[0-9A-F-]{36}$/)).toBeVisible();

  // Someone without the session's token changes nothing, and learns nothing of the subscription.
  const forged = await page.request.post(`${emulator.url}/portal/subscriptions/${subscribed.subscription_id}/cancel`, {
    form: { customer_session_token: "not-a-token" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(401);
  const other = await call("POST", "/v1/customer-sessions/", {
    customer_id: (await call("GET", "/v1/customers/external/browser-user")).id,
  });
  const foreign = await page.request.post(`${emulator.url}/portal/subscriptions/${subscribed.subscription_id}/cancel`, {
    form: { customer_session_token: other.token },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(404);
  const after = await call("GET", `/v1/subscriptions/${subscribed.subscription_id}`);
  expect(after.cancel_at_period_end).toBe(false);
});
