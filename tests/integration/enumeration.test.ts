import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { user } from "@/db/schema";
import { auth } from "@/lib/auth/server/auth";
import { TestClient, uniqueEmail, verifiedUser } from "../support/client";

/**
 * Whether an address is registered must not show in any reply a stranger can get: the same status, the same
 * body (apart from what differs between any two calls: a fresh id, the clock, the address itself) and the same
 * time.
 */
type Reply = { status: number; body: unknown };
const ROUNDS = 7;

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

/** One password hash with the app's own hasher and parameters: the work a path that tells would most likely skip. */
async function timeOneHash() {
  const { password } = await auth.$context;
  const start = performance.now();
  await password.hash("some-long-password-9");
  return performance.now() - start;
}

/**
 * Calls for a registered and an unregistered address in turn, ROUNDS times each: every pair of replies has the
 * same shape, and the two take the same time. Time is compared pair by pair (the two calls of a round run back to
 * back, so a busy moment of the machine slows both) against one password hash timed in the same round: the median
 * of the differences must stay under half a hash, so a path that skips the hash (or any work as costly) fails
 * however fast or loaded the machine is, while the few statements a new address writes pass.
 */
async function expectIndistinguishable(known: () => string, unknown: () => string, call: (email: string) => Promise<Reply>) {
  const differences: number[] = [];
  const hashes: number[] = [];
  await call(unknown()); // warm-up: the first call of a path compiles and caches what later ones reuse
  for (let round = 0; round < ROUNDS; round++) {
    const shapes: Record<string, unknown> = {};
    const times: Record<string, number> = {};
    for (const side of round % 2 ? (["unknown", "known"] as const) : (["known", "unknown"] as const)) {
      const email = side === "known" ? known() : unknown();
      const start = performance.now();
      const reply = await call(email);
      times[side] = performance.now() - start;
      shapes[side] = shape(reply, email);
    }
    expect(shapes.known).toEqual(shapes.unknown);
    differences.push(times.known - times.unknown);
    hashes.push(await timeOneHash());
  }
  const [difference, hash] = [median(differences), median(hashes)];
  expect(Math.abs(difference), `registered minus unregistered ${difference.toFixed(0)} ms, one hash ${hash.toFixed(0)} ms`).toBeLessThan(
    hash / 2,
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

  it("sign-ups of one address at once all answer as a new one's, and make one account", async () => {
    const email = uniqueEmail("at-once");
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => post("/sign-up/email", { email, password: "some-long-password-9", name: "Someone" })),
    );
    // Without its retry, a sign-up whose insert lost to another's answered 422 FAILED_TO_CREATE_USER.
    expect(replies.map((reply) => shape(reply, email))).toEqual(replies.map(() => shape(replies[0], email)));
    expect(replies[0].status).toBe(200);
    expect(await db.$count(user, eq(user.email, email))).toBe(1);
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
