import { Polar } from "@polar-sh/sdk";
import { describe, expect, test, vi } from "vitest";
import { deferredClient } from "@/lib/billing/deferred-client";

/** A client shaped like Polar's: namespaces of methods that use `this` and return promises. */
class Orders {
  constructor(private readonly prefix: string) {}
  async list(query: { limit: number }) {
    return `${this.prefix}:orders:${query.limit}`;
  }
  async fail() {
    throw new Error("refused by the server");
  }
}
class Fake {
  customerPortal = { orders: new Orders("portal") };
  orders = new Orders("top");
}

describe("a client made on its first call", () => {
  test("is not made until a method is called, then once, however many calls come at once", async () => {
    const make = vi.fn(async () => new Fake());
    const client = deferredClient(make);
    const unused = client.customerPortal.orders;
    expect(unused).toBeDefined();
    expect(make).not.toHaveBeenCalled();
    const answers = await Promise.all([client.orders.list({ limit: 1 }), client.customerPortal.orders.list({ limit: 2 })]);
    expect(answers).toEqual(["top:orders:1", "portal:orders:2"]);
    await client.orders.list({ limit: 3 });
    expect(make).toHaveBeenCalledTimes(1);
  });

  test("a method's error reaches its caller as it was thrown", async () => {
    const client = deferredClient(async () => new Fake());
    await expect(client.orders.fail()).rejects.toThrow("refused by the server");
  });

  test("is not taken for a promise: an async function may return it", async () => {
    const client = deferredClient(async () => new Fake());
    const returned = await (async () => client)();
    expect(returned).toBe(client);
  });

  test("a failed load is tried again on the next call", async () => {
    const make = vi.fn().mockRejectedValueOnce(new Error("cannot load")).mockResolvedValue(new Fake());
    const client = deferredClient<Fake>(make);
    await expect(client.orders.list({ limit: 1 })).rejects.toThrow("cannot load");
    await expect(client.orders.list({ limit: 1 })).resolves.toBe("top:orders:1");
  });

  test("a path that is not a method of the client is refused when called", async () => {
    const client = deferredClient(async () => new Fake()) as unknown as { orders: { nothing: () => Promise<unknown> } };
    await expect(client.orders.nothing()).rejects.toThrow(TypeError);
  });

  // Over Polar's SDK itself (a nested method, as @polar-sh/better-auth calls them): a refused connection (port 9)
  // reaches the caller as the same SDK error the client itself gives.
  test("over Polar's SDK, a call fails exactly as the client's own", async () => {
    const options = { serverURL: "http://127.0.0.1:9", timeoutMs: 2_000, accessToken: "polar_oat_test" };
    const direct = await new Polar(options).customerPortal.orders.list({ customerSession: "x" }, {}).catch((e: Error) => e);
    const deferred = await deferredClient(async () => new Polar(options))
      .customerPortal.orders.list({ customerSession: "x" }, {})
      .catch((e: Error) => e);
    expect(direct).toBeInstanceOf(Error);
    expect(deferred).toBeInstanceOf((direct as Error).constructor);
    expect((deferred as Error).message).toBe((direct as Error).message);
  });
});
