import { vi } from "vitest";

// Billing on, against an emulator this file starts on a port chosen here, before the app reads its settings.
const settings = vi.hoisted(() => {
  // Below 32768, where Linux hands out the ephemeral ports of outgoing connections (one once took this port).
  const port = 21_000 + Math.floor(Math.random() * 11_000);
  process.env.POLAR_ACCESS_TOKEN = "polar_oat_customers_test";
  process.env.POLAR_SERVER_URL = `http://127.0.0.1:${port}`;
  return { port };
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type Emulator } from "@/emulator/server";
import { TestClient, uniqueEmail, verifiedUser } from "../support/client";

let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator({ port: settings.port, dataDir: ":memory:", accessToken: "polar_oat_customers_test", selfCheck: true });
});
afterAll(async () => {
  await emu.close();
  delete process.env.POLAR_ACCESS_TOKEN;
  delete process.env.POLAR_SERVER_URL;
});

const liveCustomer = (externalId: string) => emu.store.state.customers.find((c) => c.external_id === externalId && !c.deleted_at);

async function eventually<T>(read: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("every user has a Polar customer", () => {
  it("is created after sign-up with the user's id as external id, follows a name change and goes with the account", async () => {
    const { client, user, password } = await verifiedUser();
    const customer = await eventually(() => liveCustomer(user.id));
    expect(customer.email).toBe(user.email);

    expect((await client.post("/update-user", { name: "Renamed Person" })).status).toBe(200);
    await eventually(() => (liveCustomer(user.id)?.name === "Renamed Person" ? true : undefined));

    expect((await client.post("/delete-user", { password })).status).toBe(200);
    await eventually(() => (liveCustomer(user.id) ? undefined : true));
  });

  it("a sign-up succeeds while Polar is down, and the customer is linked later; the catalogue says unavailable meanwhile", async () => {
    await emu.close();
    const { loadCatalog } = await import("@/lib/billing/catalog");
    expect(await loadCatalog()).toEqual({ status: "unavailable" });
    const client = new TestClient();
    const email = uniqueEmail("polar-down");
    const res = await client.post("/sign-up/email", { email, password: "long-enough-1", name: "Offline" });
    expect(res.status).toBe(200);
    emu = await startEmulator({ port: settings.port, dataDir: ":memory:", accessToken: "polar_oat_customers_test", selfCheck: true });
    const { linkCustomer } = await import("@/lib/billing/customers");
    const id = await linkCustomer({ id: res.body.user.id, email, name: "Offline" });
    expect(id).toBe(liveCustomer(res.body.user.id)?.id);
  });

  it("the Polar plugin's endpoints answer 503 BILLING_UNAVAILABLE while Polar is down, and work again after", async () => {
    const { client } = await verifiedUser();
    await emu.close();
    for (const [path, body] of [
      ["/customer/portal", {}],
      ["/customer/state", undefined],
      ["/checkout", { products: ["00000000-0000-4000-8000-000000000000"] }],
    ] as const) {
      const res = body === undefined ? await client.get(path) : await client.post(path, body);
      expect(res.status, path).toBe(503);
      expect(res.body.code, path).toBe("BILLING_UNAVAILABLE");
    }
    emu = await startEmulator({ port: settings.port, dataDir: ":memory:", accessToken: "polar_oat_customers_test", selfCheck: true });
    expect((await client.post("/customer/portal", {})).status).toBe(200);
  });
});
