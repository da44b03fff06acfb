import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPaidEvent } from "../../scripts/lib/polar-events.mjs";
import { postSignedWebhook } from "../support/signed-webhook";
import { Browser, newAccount, signIn, within } from "./browser";
import { startStack, WEBHOOK_SECRET, type Instance, type Mode, type Stack } from "./stack";

const SESSION = "/api/auth/get-session";
const SIGNED_IN_PAGE = "/settings";

/** A paid order for a customer of its own. */
export function orderPaid() {
  const n = randomUUID().slice(0, 8);
  return orderPaidEvent({ externalId: null, email: `${n}@example.com`, name: "Multi", invoiceNumber: `MULTI-${n}` });
}

const deliver = (base: string, id: string, body: string) => postSignedWebhook(base, WEBHOOK_SECRET, id, body);

/** As Polar delivers: the same webhook-id again after a failure (here up to 20 times, 250 ms apart). */
async function deliverWithRetries(base: string, id: string, body: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const status = await deliver(base, id, body);
    if (status >= 200 && status < 300) return status;
    await new Promise((r) => setTimeout(r, 250));
  }
  return 0;
}

const isSignInRedirect = (res: { status: number; location: string | null }) =>
  res.status >= 300 && res.status < 400 && (res.location ?? "").includes("/sign-in");

/**
 * Issue 10's proof with two instances: every scenario talks to the balancer and to each instance directly,
 * and every change made through one instance shows up in the very next request to the other.
 */
export function twoInstanceScenarios(mode: Mode, basePort: number) {
  describe(`two instances behind nginx, ${mode === "redis" ? "with Redis" : "PostgreSQL only"}`, () => {
    let stack: Stack;
    let origin: string;

    beforeAll(async () => {
      stack = await startStack(mode, basePort);
      origin = stack.balancer;
    }, 180_000);

    afterAll(async () => {
      const log = await stack?.stop();
      if (log && process.env.MULTI_INSTANCE_LOG) console.log(log);
    }, 60_000);

    it("the balancer spreads requests over both instances", async () => {
      const account = await newAccount(origin, stack.balancer);
      const sessions = await stack.query<{ n: string }>("select count(*)::text as n from session where user_id = $1", [account.userId]);
      expect(Number(sessions[0].n)).toBe(1);
      // Round-robin: of two consecutive requests through the balancer, each instance serves one; both agree.
      const answers = await Promise.all([0, 1, 2, 3].map(() => account.browser.clone().get(stack.balancer, SESSION)));
      for (const answer of answers) expect(answer.body.user.id).toBe(account.userId);
    });

    for (const [label, revoke] of [
      [
        "revoke-session from another browser",
        async (_: Browser, other: Browser, token: string, at: Instance) => other.post(at.url, "/api/auth/revoke-session", { token }),
      ],
      [
        "sign-out of that browser (its old cookies replayed)",
        async (victim: Browser, _: Browser, __: string, at: Instance) => victim.clone().post(at.url, "/api/auth/sign-out"),
      ],
      [
        "revoke-other-sessions",
        async (_: Browser, other: Browser, __: string, at: Instance) => other.post(at.url, "/api/auth/revoke-other-sessions"),
      ],
    ] as const) {
      it(`signed in through A, ${label} through B: A refuses the cookie within 1 s (get-session, a signed-in page, a change)`, async () => {
        const account = await newAccount(origin, stack.balancer);
        const { browser: victim, token } = await signIn(origin, stack.A.url, account.email, account.password);
        const { browser: other } = await signIn(origin, stack.B.url, account.email, account.password);
        // A holds a cache for the victim and serves it.
        expect((await victim.get(stack.A.url, SESSION)).body.session.token).toBe(token);
        expect((await victim.clone().get(stack.A.url, SIGNED_IN_PAGE)).status).toBe(200);

        expect((await revoke(victim, other, token, stack.B)).status).toBe(200);

        const session = await within(
          1000,
          () => victim.clone().get(stack.A.url, SESSION),
          (r) => r.body === null,
        );
        expect(session.value.body, "get-session on A").toBeNull();
        expect(session.elapsed).toBeLessThan(1000);
        const page = await within(1000, () => victim.clone().get(stack.A.url, SIGNED_IN_PAGE), isSignInRedirect);
        expect(isSignInRedirect(page.value), `signed-in page on A answered ${page.value.status}`).toBe(true);
        const change = await victim.clone().post(stack.A.url, "/api/auth/update-user", { name: "Not allowed" });
        expect(change.status, "update-user on A").toBe(401);
        const list = await victim.clone().get(stack.A.url, "/api/auth/list-sessions");
        expect(list.status, "list-sessions on A").toBe(401);
        const names = await stack.query<{ name: string }>(`select name from "user" where id = $1`, [account.userId]);
        expect(names[0].name).toBe("Multi Instance");
      });
    }

    it("an invitation accepted through A: B's get-session shows the organization at once", async () => {
      const owner = await newAccount(origin, stack.balancer);
      const created = await owner.browser.post(stack.A.url, "/api/auth/organization/create", {
        name: "Multi Org",
        slug: `multi-${randomUUID().slice(0, 8)}`,
      });
      expect(created.status).toBe(200);
      const orgId = created.body.id as string;
      // The owner's next request, to B, already knows the new active organization.
      expect((await owner.browser.get(stack.B.url, SESSION)).body.session.activeOrganizationId).toBe(orgId);

      const invitee = await newAccount(origin, stack.balancer);
      // Accepting needs a verified address (the e-mail link, which this test does not read).
      await stack.query(`update "user" set email_verified = true where id = $1`, [invitee.userId]);
      expect((await invitee.browser.get(stack.B.url, SESSION)).body.session.activeOrganizationId).toBeNull(); // cached on B
      const staleCopy = invitee.browser.clone(); // the same browser's cookies before the change
      const invited = await owner.browser.post(stack.A.url, "/api/auth/organization/invite-member", {
        email: invitee.email,
        role: "member",
        organizationId: orgId,
      });
      expect(invited.status).toBe(200);
      const accepted = await invitee.browser.post(stack.A.url, "/api/auth/organization/accept-invitation", {
        invitationId: invited.body.id,
      });
      expect(accepted.status).toBe(200);

      // At once, no retry: the reply's fresh cache cookie, read by the other instance.
      const onB = await invitee.browser.get(stack.B.url, SESSION);
      expect(onB.body.session.activeOrganizationId).toBe(orgId);
      expect(onB.body).toEqual((await invitee.browser.clone().get(stack.B.url, `${SESSION}?disableCookieCache=true`)).body);
      // A request that relies on the active organization works on B right away.
      const full = await invitee.browser.get(stack.B.url, "/api/auth/organization/get-full-organization");
      expect(full.status).toBe(200);
      expect(full.body.id).toBe(orgId);
      // Even the cookies from before the change are not trusted once B has heard of it.
      const replayed = await within(
        1000,
        () => staleCopy.clone().get(stack.B.url, SESSION),
        (r) => r.body?.session?.activeOrganizationId === orgId,
      );
      expect(replayed.value.body.session.activeOrganizationId).toBe(orgId);
    });

    it("the sign-in rate limit is shared: the 11th attempt is refused whichever instance receives it", async () => {
      const account = await newAccount(origin, stack.balancer);
      const attacker = new Browser(origin);
      const targets = [stack.A.url, stack.B.url, stack.balancer];
      // Ten failures, each on an address of its own: the per-account throttle (which pauses an address after
      // ten failures in a row, whoever sends them) stays out of it, so only the client's shared budget refuses.
      for (let attempt = 0; attempt < 10; attempt++) {
        const res = await attacker.post(targets[attempt % 3], "/api/auth/sign-in/email", {
          email: `attempt-${attempt}.${account.email}`,
          password: "wrong-password",
        });
        expect(res.status, `attempt ${attempt + 1}`).toBe(401);
      }
      for (const target of targets) {
        const res = await attacker.post(target, "/api/auth/sign-in/email", { email: account.email, password: account.password });
        expect(res.status, `the 11th attempt at ${target}`).toBe(429);
      }
      // Another client still has its own budget.
      expect(
        (await new Browser(origin).post(stack.A.url, "/api/auth/sign-in/email", { email: account.email, password: account.password }))
          .status,
      ).toBe(200);
    });

    it("20 concurrent copies of one webhook spread over both instances apply once", async () => {
      const event = orderPaid();
      const id = `msg_${randomUUID()}`;
      const body = JSON.stringify(event);
      const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => deliver(i % 2 ? stack.A.url : stack.B.url, id, body)));
      for (const status of statuses) expect(status >= 200 && status < 300, `answered ${status}`).toBe(true);
      const events = await stack.query<{ processed: boolean }>(
        "select processed_at is not null as processed from polar_webhook_event where webhook_id = $1",
        [id],
      );
      expect(events).toEqual([{ processed: true }]);
      const orders = await stack.query<{ n: string }>("select count(*)::text as n from billing_order where id = $1", [event.data.id]);
      expect(orders[0].n).toBe("1");
    });

    it("restarting one instance loses no session and no webhook", async () => {
      const account = await newAccount(origin, stack.balancer);
      const { browser, token } = await signIn(origin, stack.A.url, account.email, account.password);
      expect((await browser.get(stack.A.url, SESSION)).body.session.token).toBe(token);
      const events = Array.from({ length: 12 }, () => ({ id: `msg_${randomUUID()}`, event: orderPaid() }));
      let deliveries: Promise<number>[] = [];
      await stack.restart(stack.A, async () => {
        // While A is down the balancer sends everything to B: the session still works, webhooks still land.
        expect((await browser.clone().get(stack.balancer, SESSION)).body.session.token).toBe(token);
        deliveries = events.map(({ id, event }) => deliverWithRetries(stack.balancer, id, JSON.stringify(event)));
      });
      for (const status of await Promise.all(deliveries)) expect(status, "delivered, after retries at most").toBeGreaterThanOrEqual(200);
      // A is back: the same cookies work on it directly, from its cache and from the database.
      expect((await browser.get(stack.A.url, SESSION)).body.session.token).toBe(token);
      expect((await browser.get(stack.A.url, `${SESSION}?disableCookieCache=true`)).body.session.token).toBe(token);
      expect((await browser.get(stack.A.url, "/api/auth/list-sessions")).status).toBe(200);
      const stored = await stack.query<{ n: string }>(
        "select count(*)::text as n from polar_webhook_event where webhook_id = any($1) and processed_at is not null",
        [events.map((e) => e.id)],
      );
      expect(stored[0].n).toBe(String(events.length));
      const orders = await stack.query<{ n: string }>("select count(*)::text as n from billing_order where id = any($1)", [
        events.map((e) => e.event.data.id),
      ]);
      expect(orders[0].n).toBe(String(events.length));
    });
  });
}
