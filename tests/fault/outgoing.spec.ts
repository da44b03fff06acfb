import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../multi-instance/browser";
import { countsByAddress, newEmail, open, PASSWORD, signUp } from "./flows";
import { appServer, BASE_PORT, createFreshDatabase, POLAR_TOKEN, polarEmulator, smtpSink, until } from "./processes";

/**
 * Outgoing work survives its far ends going away: the app (the production build) mails through an SMTP sink and
 * makes Polar customers in the emulator, each a process of its own that these tests kill and start again, as
 * they kill and restart the app itself.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const sink = smtpSink(BASE_PORT + 1);
const polar = polarEmulator(BASE_PORT + 2);
let database: Awaited<ReturnType<typeof createFreshDatabase>>;
let app: ReturnType<typeof appServer>;

beforeAll(async () => {
  database = await createFreshDatabase("fault_outgoing");
  await Promise.all([sink.start(), polar.start()]);
  app = appServer(BASE_PORT, {
    DATABASE_URL: database.url,
    SMTP_URL: sink.url,
    POLAR_ACCESS_TOKEN: POLAR_TOKEN,
    POLAR_SERVER_URL: polar.url,
    // Retries a second apart, doubling: the tests wait seconds, not the minutes production would.
    JOB_RETRY_DELAY: "1",
    JOB_RETRY_LIMIT: "20",
    // Every user of these tests comes from one address: the limits are another test's subject.
    RATE_LIMIT_ENABLED: "false",
  });
  await app.start();
});

afterAll(async () => {
  await app?.stop();
  await Promise.all([sink.stop(), polar.stop()]);
  await database?.drop();
  sink.cleanup();
  polar.cleanup();
  if (process.env.FAULT_LOG) console.log(app.log.join(""));
});

const verification = (mail: { link: string | null }) => Boolean(mail.link?.includes("/verify-email"));

describe("mail while the SMTP server is down", () => {
  it("every sign-up of a 30 s outage gets its verification mail once, after the server returns", async () => {
    const warm = await signUp(app.url, newEmail("warm"));
    expect(warm.status).toBe(200);
    await until("the first mail", async () => sink.mailsTo(warm.email).length === 1);

    await sink.stop();
    const downAt = Date.now();
    const emails: string[] = [];
    for (let i = 0; i < 10; i++) {
      const email = newEmail(`outage${i}`);
      const res = await signUp(app.url, email);
      expect(res.status).toBe(200);
      emails.push(email);
      await sleep(2_000);
    }
    await sleep(Math.max(0, 30_000 - (Date.now() - downAt)));
    expect(countsByAddress(sink.mails(), emails)).toEqual(emails.map(() => 0));
    await sink.start();

    await until("every mail of the outage", async () => countsByAddress(sink.mails(), emails).every((n) => n >= 1), 90_000);
    await sleep(3_000); // a second copy, if one were coming, would have come by now
    expect(countsByAddress(sink.mails().filter(verification), emails)).toEqual(emails.map(() => 1));
    const ids = sink.mails().map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("mail queued when the app is killed is delivered once after it starts again", async () => {
    await sink.stop();
    const emails = [newEmail("killed0"), newEmail("killed1"), newEmail("killed2"), newEmail("killed3"), newEmail("killed4")];
    for (const email of emails) expect((await signUp(app.url, email)).status).toBe(200);
    await sleep(1_500); // each mail has met the closed server at least once
    await app.kill();
    await sink.start();
    await sleep(2_000);
    expect(countsByAddress(sink.mails(), emails)).toEqual(emails.map(() => 0)); // no one left to send them

    await app.start();
    await until("the queued mails", async () => countsByAddress(sink.mails(), emails).every((n) => n >= 1), 60_000);
    await sleep(2_000);
    expect(countsByAddress(sink.mails(), emails)).toEqual(emails.map(() => 1));
  });

  it("logs neither the links nor the tokens of the mails it sends", async () => {
    const links = sink.mails().map((m) => m.link!);
    expect(links.length).toBeGreaterThan(10);
    const log = app.log.join("");
    expect(log).toContain("attempt 1 failed"); // the outages above were logged
    for (const link of links) {
      expect(log).not.toContain(link);
      expect(log).not.toContain(new URL(link).searchParams.get("token") ?? link);
    }
  });
});

describe("Polar customers while Polar is down", () => {
  it("a user who signs up during the outage has a customer once Polar is back", async () => {
    await polar.stop();
    const users = await Promise.all([0, 1, 2].map((i) => signUp(app.url, newEmail(`polar${i}`))));
    for (const user of users) expect(user.status).toBe(200);
    await sleep(3_000);
    await polar.start();
    for (const user of users) {
      const customer = await until(`the customer of ${user.email}`, () => polar.customerOf(user.userId!), 60_000);
      expect(customer.email).toBe(user.email);
    }
  });

  it("a buyer's customer goes to a new account only once its address is verified", async () => {
    const email = newEmail("buyer");
    const made = await fetch(`${polar.url}/v1/customers/`, {
      method: "POST",
      headers: { authorization: `Bearer ${POLAR_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ email, name: "Earlier Buyer" }),
    });
    expect(made.status).toBe(201);
    const buyer = (await made.json()) as { id: string };

    const user = await signUp(app.url, email);
    expect(user.status).toBe(200);
    const mail = await until("the verification mail", async () => sink.mailsTo(email).find(verification));
    await sleep(3_000); // the sign-up's customer job has run
    expect(await polar.customerOf(user.userId!)).toBeNull();

    expect(await open(new Browser(app.url), mail.link!)).toBe(302);
    const linked = await until("the link after verification", () => polar.customerOf(user.userId!), 30_000);
    expect(linked.id).toBe(buyer.id);
  });
});

describe("load", () => {
  it("100 users at once sign up, verify, sign in, create an organization, invite and accept: no 5xx, no mail lost", async () => {
    const statuses: number[] = [];
    const seen = <T extends { status: number }>(res: T) => (statuses.push(res.status), res);
    const count = 100;
    const users = Array.from({ length: count }, (_, i) => ({ email: newEmail(`load${i}`), browser: new Browser(app.url), orgId: "" }));
    const started = Date.now();
    const phase = (name: string) => console.log(`[load] ${name} done after ${((Date.now() - started) / 1000).toFixed(1)} s`);

    await Promise.all(
      users.map(async (user, i) => {
        const signedUp = seen(
          await user.browser.post(app.url, "/api/auth/sign-up/email", { email: user.email, password: PASSWORD, name: `Load ${i}` }),
        );
        if (signedUp.status !== 200) throw new Error(`sign-up of ${user.email}: ${signedUp.status} ${JSON.stringify(signedUp.body)}`);
        const mail = await until(`the verification of ${user.email}`, async () => sink.mailsTo(user.email).find(verification), 90_000);
        const url = new URL(mail.link!);
        seen(await new Browser(app.url).get(app.url, `${url.pathname}${url.search}`));
        seen(await user.browser.post(app.url, "/api/auth/sign-in/email", { email: user.email, password: PASSWORD }));
        const org = seen(
          await user.browser.post(app.url, "/api/auth/organization/create", { name: `Load ${i}`, slug: `load-${i}-${Date.now()}` }),
        );
        user.orgId = org.body?.id;
      }),
    );
    phase("sign-up, verification, sign-in, organization");
    await Promise.all(
      users.map(async (user, i) => {
        const invitee = users[(i + 1) % count];
        seen(
          await user.browser.post(app.url, "/api/auth/organization/invite-member", {
            email: invitee.email,
            role: "member",
            organizationId: user.orgId,
          }),
        );
      }),
    );
    phase("invitations");
    await Promise.all(
      users.map(async (user) => {
        const mail = await until(
          `the invitation of ${user.email}`,
          async () => sink.mailsTo(user.email).find((m) => m.link?.includes("/accept-invitation/")),
          90_000,
        );
        const invitationId = mail.link!.split("/accept-invitation/")[1];
        seen(await user.browser.post(app.url, "/api/auth/organization/accept-invitation", { invitationId }));
      }),
    );
    phase("acceptances");

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s !== 200 && s !== 302)).toEqual([]);
    expect(statuses).toHaveLength(count * 6);
    await sleep(2_000);
    const emails = users.map((u) => u.email);
    expect(countsByAddress(sink.mails().filter(verification), emails)).toEqual(emails.map(() => 1));
    expect(
      countsByAddress(
        sink.mails().filter((m) => m.link?.includes("/accept-invitation/")),
        emails,
      ),
    ).toEqual(emails.map(() => 1));
  }, 300_000);
});
