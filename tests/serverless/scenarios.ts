import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, newAccount, signIn } from "../multi-instance/browser";
import { orderPaid } from "../multi-instance/scenarios";
import { postSignedWebhook } from "../support/signed-webhook";
import { until } from "../fault/processes";
import { startOtlpReceiver } from "./otlp-receiver";
import { CRON_SECRET, startServerless, WEBHOOK_SECRET, type Mode, type Serverless } from "./stack";

const SESSION = "/api/auth/get-session";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * How long the change feed may be silent before a thawed instance stops trusting its caches: an answered probe
 * within 5 s on PostgreSQL (lib/auth/session-feed/postgres-transport.ts), a heartbeat within 2 s through Redis
 * (redis-transport.ts). A freeze longer than that is the case a serverless host makes.
 */
const FEED_BOUND_MS: Record<Mode, number> = { postgres: 5_000, redis: 2_000 };

/** Requests between two kills of the serverless instance by the front. */
const KILL_EVERY = 15;

/** The mail job's expiry (lib/jobs/kinds.ts): a job whose instance died mid-attempt is handed out again after it. */
const MAIL_EXPIRY = "90 seconds";

/**
 * Issue 36's proof of JOBS_MODE=request on a host that freezes and kills its instances (./front.mjs): mails arrive,
 * revocations hold across a freeze, webhooks apply once, a database restart is survived, and no request through
 * the front is answered 5xx.
 */
export function serverlessScenarios(mode: Mode, basePort: number, { full = true, traces = false } = {}) {
  describe(`a serverless host (frozen between requests, killed every ${KILL_EVERY}), ${mode === "redis" ? "with Redis" : "PostgreSQL only"}`, () => {
    let stack: Serverless;
    let receiver: Awaited<ReturnType<typeof startOtlpReceiver>> | undefined;

    beforeAll(async () => {
      if (traces) receiver = await startOtlpReceiver(basePort + 7);
      stack = await startServerless(mode, basePort, { killEvery: KILL_EVERY, otlpEndpoint: receiver?.url });
    }, 120_000);

    afterAll(async () => {
      const log = await stack?.stop();
      await receiver?.stop();
      if (log && process.env.SERVERLESS_LOG) console.log(log);
    }, 60_000);

    /**
     * The cron of a serverless deployment (vercel.json's, or any scheduler's): the drain endpoint with CRON_SECRET.
     * Before it, the clock of jobs left active by a killed instance is moved past their expiry, as if the minute
     * and a half that pg-boss waits before handing such a job out again had passed.
     */
    async function cron() {
      await stack
        .query(
          `update pgboss.job set started_on = started_on - interval '${MAIL_EXPIRY}' where state = 'active' and started_on < now() - interval '3 seconds'`,
        )
        .catch((error: { code?: string }) => {
          if (error.code !== "42P01") throw error; // the queue's tables come with its first use
        });
      const res = await fetch(`${stack.front}/api/jobs/drain`, { method: "POST", headers: { authorization: `Bearer ${CRON_SECRET}` } });
      expect(res.status, "the drain endpoint").toBe(200);
      return (await res.json()) as { completed: number; failed: number; more: boolean };
    }

    if (full)
      it("cold-starts on the first request and is frozen once its reply has ended", async () => {
        const res = await fetch(`${stack.front}/api/health/ready`);
        expect(res.status).toBe(200);
        const stats = await until("the front to freeze the instance", async () => {
          const s = await stack.stats();
          return s.state === "frozen" ? s : null;
        });
        expect(stats.coldStarts).toBeGreaterThanOrEqual(1);
        // Unauthenticated, the drain endpoint runs nothing.
        const refused = await fetch(`${stack.front}/api/jobs/drain`, {
          method: "POST",
          headers: { authorization: "Bearer wrong-secret-wrong-secret" },
        });
        expect(refused.status).toBe(401);
      });

    if (full)
      it("sign-up mails arrive, by the request's after() or by the cron's drain, each once", async () => {
        const emails = Array.from({ length: 12 }, () => `serverless-${randomUUID().slice(0, 12)}@example.com`);
        let drained = 0;
        // Two at a time, as people do; the cron every second meanwhile.
        let signingUp = true;
        const cronLoop = (async () => {
          while (signingUp) {
            drained += (await cron()).completed;
            await sleep(1_000);
          }
        })();
        for (let i = 0; i < emails.length; i += 2) {
          const replies = await Promise.all(
            emails.slice(i, i + 2).map((email) =>
              new Browser(stack.front).post(stack.front, "/api/auth/sign-up/email", {
                email,
                password: "serverless-password",
                name: "Serverless",
              }),
            ),
          );
          for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        }
        signingUp = false;
        await cronLoop;
        const mails = await until(
          "a verification mail for every sign-up",
          async () => {
            const got = emails.map((email) => stack.sink.mailsTo(email));
            if (got.every((list) => list.length > 0)) return got;
            drained += (await cron()).completed;
            return null;
          },
          30_000,
        );
        for (const [i, list] of mails.entries()) {
          // A mail whose attempt was cut by a kill may be sent again, with the same Message-ID (the job's id).
          expect(new Set(list.map((m) => m.messageId)).size, emails[i]).toBe(1);
          expect(list[0].link, emails[i]).toMatch(/\/api\/auth\/verify-email\?token=/);
        }
        const stats = await stack.stats();
        console.log(
          `[serverless ${mode}] mails: ${drained} delivered by the cron's drains, the rest after their replies; front: ${JSON.stringify({ ...stats, statuses: undefined })}`,
        );
      });

    it("a session revoked through the normal instance while this one is frozen is refused on its first request after the thaw", async () => {
      await stack.killInstance(); // a fresh instance, so that no kill comes between caching and thawing
      const account = await newAccount(stack.front, stack.front);
      const { browser: victim, token } = await signIn(stack.front, stack.front, account.email, account.password);
      const { browser: other } = await signIn(stack.front, stack.normal.url, account.email, account.password);
      // The serverless instance holds the victim's session in its cookie cache and trusts it.
      expect((await victim.get(stack.front, SESSION)).body.session.token).toBe(token);
      expect((await victim.clone().get(stack.front, "/settings")).status).toBe(200);
      const before = await stack.stats();
      expect(before.state).toBe("frozen");

      expect((await other.post(stack.normal.url, "/api/auth/revoke-session", { token })).status).toBe(200);
      // Frozen longer than the feed's bound, as a serverless host keeps an idle instance.
      await sleep(FEED_BOUND_MS[mode] + 1_000);

      const first = await victim.clone().get(stack.front, SESSION);
      expect(first.body, "get-session, the first request after the thaw").toBeNull();
      const page = await victim.clone().get(stack.front, "/settings");
      expect(page.status).toBeGreaterThanOrEqual(300);
      expect(page.status).toBeLessThan(400);
      expect(page.location ?? "").toContain("/sign-in");
      expect((await victim.clone().post(stack.front, "/api/auth/update-user", { name: "Not allowed" })).status).toBe(401);
      const after = await stack.stats();
      expect(after.coldStarts, "the same instance, thawed, not a new one").toBe(before.coldStarts);
      expect(after.thaws).toBeGreaterThan(before.thaws);
      // The other browser's session is untouched.
      expect((await other.get(stack.front, SESSION)).body.session.userId).toBe(account.userId);
    });

    if (full)
      it("20 concurrent copies of a signed Polar webhook apply once", async () => {
        const event = orderPaid();
        const id = `msg_${randomUUID()}`;
        const body = JSON.stringify(event);
        const statuses = await Promise.all(Array.from({ length: 20 }, () => postSignedWebhook(stack.front, WEBHOOK_SECRET, id, body)));
        for (const status of statuses) expect(status >= 200 && status < 300, `answered ${status}`).toBe(true);
        const events = await stack.query<{ processed: boolean }>(
          "select processed_at is not null as processed from polar_webhook_event where webhook_id = $1",
          [id],
        );
        expect(events).toEqual([{ processed: true }]);
        const orders = await stack.query<{ n: string }>("select count(*)::text as n from billing_order where id = $1", [event.data.id]);
        expect(orders[0].n).toBe("1");
      });

    if (full && mode === "postgres") {
      it("PostgreSQL restarted while the instance is frozen: its next requests are served, no 5xx", async () => {
        const account = await newAccount(stack.front, stack.front);
        expect((await account.browser.get(stack.front, SESSION)).body.user.id).toBe(account.userId);
        expect((await stack.stats()).state).toBe("frozen");
        // Every connection the frozen instance holds (its pool, the queue's, the feed's LISTEN) is cut.
        stack.cluster!.stop();
        await sleep(1_000);
        stack.cluster!.start();
        await until("PostgreSQL to accept connections", () => stack.query("select 1").then(Boolean, () => false), 30_000);

        expect((await account.browser.get(stack.front, SESSION)).body.user.id).toBe(account.userId);
        expect((await account.browser.clone().get(stack.front, "/settings")).status).toBe(200);
        const email = `after-restart-${randomUUID().slice(0, 8)}@example.com`;
        expect(
          (
            await new Browser(stack.front).post(stack.front, "/api/auth/sign-up/email", {
              email,
              password: "serverless-password",
              name: "After",
            })
          ).status,
        ).toBe(200);
        expect(await postSignedWebhook(stack.front, WEBHOOK_SECRET, `msg_${randomUUID()}`, JSON.stringify(orderPaid()))).toBe(202);
        await until(
          "the mail of the sign-up after the restart",
          async () => stack.sink.mailsTo(email).length > 0 || (await cron(), false),
          20_000,
        );
      });
    }

    if (traces) {
      it("the normal instance's traces reach an OTLP receiver: requests, queries, jobs, mail, Polar calls", async () => {
        const email = `traced-${randomUUID().slice(0, 8)}@example.com`;
        const signUp = await new Browser(stack.front).post(stack.normal.url, "/api/auth/sign-up/email", {
          email,
          password: "serverless-password",
          name: "Traced",
        });
        expect(signUp.status).toBe(200);
        // The verification link, opened on the same instance: its token is in the request's target.
        const [verification] = await until(
          "the verification mail",
          async () => {
            const mails = stack.sink.mailsTo(email);
            return mails.length ? mails : null;
          },
          20_000,
        );
        const link = new URL(verification.link!);
        const token = link.searchParams.get("token")!;
        expect((await new Browser(stack.front).get(stack.normal.url, `${link.pathname}${link.search}`)).status).toBeLessThan(400);
        // The mail and the Polar customer jobs run after the reply (after()), then the batch exporter sends.
        const spans = await until(
          "the job, mail and Polar spans",
          async () => {
            const names = new Set(receiver!.spans.map((s) => s.name));
            return ["job mail", "mail.send", "job polar-customer"].every((n) => names.has(n)) &&
              [...names].some((n) => n.startsWith("polar "))
              ? receiver!.spans
              : null;
          },
          20_000,
        );
        expect(receiver!.refused).toEqual([]);
        expect(new Set(spans.map((s) => s.service))).toEqual(new Set(["accounts-normal"]));
        const names = spans.map((s) => s.name);
        // Next.js's request span, named by method and route.
        expect(
          names.some((n) => /^POST \/api\/auth/.test(n)),
          names.join(", "),
        ).toBe(true);
        // Queries, with their SQL text and never their parameters.
        const queries = spans.filter((s) => s.scope === "@opentelemetry/instrumentation-pg");
        expect(queries.length).toBeGreaterThan(0);
        expect(queries.some((q) => String(q.attributes["db.query.text"] ?? q.attributes["db.statement"]).includes('"user"'))).toBe(true);
        // No secret and no address leaves: queries without parameters, addresses without query strings.
        await until(
          "the verification request's span",
          async () => receiver!.spans.some((s) => s.attributes["http.route"] === "/api/auth/[...all]" && s.name.startsWith("GET ")),
          10_000,
        );
        const exported = JSON.stringify(receiver!.spans);
        for (const secret of ["serverless-password", email, encodeURIComponent(email), token]) expect(exported).not.toContain(secret);
        // The mail is sent inside its job's span; the Polar call's HTTP request inside the Polar span.
        const job = spans.find((s) => s.name === "job mail")!;
        const mail = spans.find((s) => s.name === "mail.send")!;
        expect(mail.parentSpanId).toBe(job.spanId);
        expect(mail.attributes["mail.transport"]).toBe("smtp");
        const polar = spans.find((s) => s.name.startsWith("polar "))!;
        expect(polar.attributes["url.path"]).toMatch(/^\/v1\//);
        expect(spans.some((s) => s.parentSpanId === polar.spanId && s.scope === "@opentelemetry/instrumentation-undici")).toBe(true);
        // Metrics too: the measurements /api/metrics serves, pushed every second, requests by route and jobs by queue.
        const metrics = await until(
          "the request and job metrics",
          async () => {
            const named = (name: string) => receiver!.metrics.filter((m) => m.name === name).flatMap((m) => m.points);
            const requests = named("http_requests_total");
            const jobs = named("jobs_processed_total");
            return requests.some((p) => String(p.route).startsWith("/api/auth/")) && jobs.some((p) => p.queue === "mail")
              ? receiver!.metrics
              : null;
          },
          20_000,
        );
        expect(new Set(metrics.map((m) => m.service))).toEqual(new Set(["accounts-normal"]));
        expect(metrics.map((m) => m.name)).toEqual(
          expect.arrayContaining(["http_request_duration_seconds", "jobs_queued", "mail_failures_total"]),
        );
        expect(JSON.stringify(receiver!.metrics)).not.toContain(email);
      });
    }

    it("no request through the front was answered 5xx", async () => {
      const stats = await stack.stats();
      console.log(`[serverless ${mode}] front: ${JSON.stringify(stats)}`);
      expect(stats.failures).toEqual([]);
      expect(stats.freezes).toBeGreaterThan(full ? 20 : 3);
      // Besides the kills a test asked for, the front's own: every KILL_EVERY requests.
      if (full) expect(stats.kills - stats.forcedKills).toBeGreaterThanOrEqual(2);
    });
  });
}
