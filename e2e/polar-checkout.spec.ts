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

  await call("POST", "/__emulator/flush");
  const events = received.map((r) =>
    validateEvent(r.body, Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, String(v)])), endpoint.secret),
  );
  expect(events.map((e) => e.type)).toEqual(NEW_CUSTOMER_SUBSCRIPTION_SEQUENCE);
  const state = await call("GET", "/v1/customers/external/browser-user/state");
  expect(state.billing_address).toMatchObject({ country: "DE", city: "Berlin" });
  expect(state.active_subscriptions).toHaveLength(1);
});
