import { beforeAll, describe, expect, it } from "vitest";
import { TestClient, uniqueEmail, verifiedUser } from "../support/client";

/**
 * Whether an address is registered must not show in any reply a stranger can get: the same status, the same
 * body (apart from what differs between any two calls: a fresh id, the clock, the address itself) and the same
 * time.
 */
type Reply = { status: number; body: unknown };
const ROUNDS = 6;

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The reply with what differs between any two calls blanked. */
function shape(reply: Reply, email: string) {
  const text = JSON.stringify(reply.body)
    .replaceAll(email, "<email>")
    .replace(/"id":"[A-Za-z0-9]+"/g, '"id":"<id>"')
    .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, "<time>");
  return { status: reply.status, body: JSON.parse(text) as unknown };
}

/**
 * Calls for a registered and an unregistered address in turn, ROUNDS times each: every pair of replies has the
 * same shape, and the medians stay within 80 ms or 35 % of each other (room for a busy machine; skipping a password hash
 * or a mail shows as 100-300 ms, one side a multiple of the other).
 */
async function expectIndistinguishable(known: () => string, unknown: () => string, call: (email: string) => Promise<Reply>) {
  const times = { known: [] as number[], unknown: [] as number[] };
  await call(unknown()); // warm-up: the first call of a path compiles and caches what later ones reuse
  for (let round = 0; round < ROUNDS; round++) {
    const shapes: Record<string, unknown> = {};
    for (const side of round % 2 ? (["unknown", "known"] as const) : (["known", "unknown"] as const)) {
      const email = side === "known" ? known() : unknown();
      const start = performance.now();
      const reply = await call(email);
      times[side].push(performance.now() - start);
      shapes[side] = shape(reply, email);
    }
    expect(shapes.known).toEqual(shapes.unknown);
  }
  const [a, b] = [median(times.known), median(times.unknown)];
  expect(Math.abs(a - b), `medians ${a.toFixed(0)} ms (registered), ${b.toFixed(0)} ms (unregistered)`).toBeLessThanOrEqual(
    Math.max(80, 0.35 * Math.max(a, b)),
  );
}

describe("replies do not tell who is registered", () => {
  let verified: string;
  let unverified: string;
  beforeAll(async () => {
    verified = (await verifiedUser()).email;
    unverified = uniqueEmail("unverified");
    await new TestClient().post("/sign-up/email", { email: unverified, password: "unverified-pass-1", name: "U" });
  });
  const post = (path: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    new TestClient().post(path, body, headers);

  for (const [label, known] of [
    ["verified", () => verified],
    ["unverified", () => unverified],
  ] as const) {
    it(`sign-up with a ${label} registered address answers as a new one, in status, body and time`, async () => {
      await expectIndistinguishable(
        known,
        () => uniqueEmail("new"),
        (email) => post("/sign-up/email", { email, password: "some-long-password-9", name: "Someone" }),
      );
    });
  }

  it("sign-up's made-up user carries the language a new account would get, whichever way it is chosen", async () => {
    const german = { "accept-language": "de-DE,de;q=0.9" };
    for (const [body, headers, locale] of [
      [{}, german, 6],
      [{ locale: 16 }, undefined, 16],
      [{}, undefined, 3],
    ] as const) {
      const fresh = await post("/sign-up/email", { email: uniqueEmail(), password: "some-long-password-9", name: "A", ...body }, headers);
      const taken = await post("/sign-up/email", { email: verified, password: "some-long-password-9", name: "A", ...body }, headers);
      expect(fresh.body.user.locale).toBe(locale);
      expect(taken.body.user.locale).toBe(locale);
      expect(shape(taken, verified)).toEqual(shape(fresh, fresh.body.user.email));
    }
  });

  it("sign-in with a wrong password answers alike for registered and unknown addresses", async () => {
    await expectIndistinguishable(
      () => verified,
      () => uniqueEmail("nobody"),
      (email) => post("/sign-in/email", { email, password: "not-the-password-1" }),
    );
  });

  for (const path of ["/request-password-reset", "/forget-password"]) {
    it(`${path} answers alike for registered and unknown addresses`, async () => {
      await expectIndistinguishable(
        () => verified,
        () => uniqueEmail("nobody"),
        (email) => post(path, { email, redirectTo: "/reset-password" }),
      );
    });
  }

  it("send-verification-email answers alike for unverified, verified and unknown addresses", async () => {
    await expectIndistinguishable(
      () => unverified,
      () => uniqueEmail("nobody"),
      (email) => post("/send-verification-email", { email }),
    );
    await expectIndistinguishable(
      () => verified,
      () => uniqueEmail("nobody"),
      (email) => post("/send-verification-email", { email }),
    );
  });

  it("the magic link answers alike for registered and unknown addresses", async () => {
    await expectIndistinguishable(
      () => verified,
      () => uniqueEmail("nobody"),
      (email) => post("/sign-in/magic-link", { email }),
    );
  });
});
