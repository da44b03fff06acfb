import "server-only";

/**
 * A client made on its first call. Polar's SDK is two thousand modules: loading it took longer than the rest of
 * the auth server (about 0.9 s of a 2-core machine), at every start of every process, though most requests never
 * call Polar. What the app and @polar-sh/better-auth hold instead is a stand-in that follows a path of properties
 * (`polar.customerPortal.orders.list`) and, when it is called, makes the client once through `make` (which loads
 * the SDK) and calls the same method on it with the same arguments. Every method of Polar's SDK returns a promise,
 * so a caller awaiting one sees the same result, or the same error, as from the client itself. The stand-in is not
 * a promise itself (it has no `then`), so an async function may return it.
 */
export function deferredClient<Client extends object>(make: () => Promise<Client>): Client {
  let made: Promise<Client> | undefined;
  const client = () => {
    made ??= make().catch((error: unknown) => {
      made = undefined; // a failed load is tried again on the next call
      throw error;
    });
    return made;
  };
  const at = (path: string[]): unknown =>
    new Proxy(function method() {}, {
      get: (_, key) => (typeof key === "string" && key !== "then" ? at([...path, key]) : undefined),
      apply: async (_, __, args: unknown[]) => {
        let owner = (await client()) as Record<string, unknown>;
        for (const key of path.slice(0, -1)) owner = owner[key] as Record<string, unknown>;
        const name = path.at(-1);
        const method = name === undefined ? undefined : owner[name];
        if (typeof method !== "function") throw new TypeError(`${path.join(".")} is not a method of the client`);
        return method.apply(owner, args);
      },
    });
  return at([]) as Client;
}
