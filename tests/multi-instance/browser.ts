import { randomUUID } from "node:crypto";

let addressCounter = 0;

/**
 * A browser over plain HTTP: keeps its cookies, sends the app's Origin and a client address of its own (so
 * that rate limits count it apart from the other browsers of the run), and may talk to the balancer or to one
 * instance directly.
 */
export class Browser {
  cookies = new Map<string, string>();
  readonly address: string;

  constructor(
    readonly origin: string,
    address?: string,
  ) {
    addressCounter += 1;
    this.address = address ?? `10.${(addressCounter >> 8) & 255}.${addressCounter & 255}.${1 + Math.floor(Math.random() * 250)}`;
  }

  /** A copy holding the same cookies: the same browser, replayed later. */
  clone(): Browser {
    const copy = new Browser(this.origin, this.address);
    copy.cookies = new Map(this.cookies);
    return copy;
  }

  async request(base: string, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { origin: this.origin, "x-forwarded-for": this.address };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === "" || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let json: unknown = text;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // an HTML page
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: json as any, location: res.headers.get("location") };
  }

  get(base: string, path: string) {
    return this.request(base, "GET", path);
  }

  post(base: string, path: string, body: unknown = {}) {
    return this.request(base, "POST", path, body);
  }
}

/** A new account, signed up and signed in through `base`. */
export async function newAccount(origin: string, base: string, password = "multi-instance-password") {
  const browser = new Browser(origin);
  const email = `multi-${randomUUID().slice(0, 12)}@example.com`;
  const signUp = await browser.post(base, "/api/auth/sign-up/email", { email, password, name: "Multi Instance" });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  return { browser, email, password, userId: signUp.body.user.id as string };
}

/** Another browser of the same account, signed in through `base`. */
export async function signIn(origin: string, base: string, email: string, password: string) {
  const browser = new Browser(origin);
  const res = await browser.post(base, "/api/auth/sign-in/email", { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { browser, token: res.body.token as string };
}

/** Repeats `attempt` until `done` holds or `ms` passes; returns the last result and how long it took. */
export async function within<T>(ms: number, attempt: () => Promise<T>, done: (value: T) => boolean) {
  const started = performance.now();
  for (;;) {
    const value = await attempt();
    const elapsed = performance.now() - started;
    if (done(value) || elapsed > ms) return { value, elapsed };
    await new Promise((r) => setTimeout(r, 10));
  }
}
