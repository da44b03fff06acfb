import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPaid } from "../multi-instance/scenarios";
import { Browser } from "../multi-instance/browser";
import { postSignedWebhook } from "../support/signed-webhook";
import { newEmail, PASSWORD, signUp } from "./flows";
import { appServer, BASE_PORT, postgresCluster, until } from "./processes";

/**
 * PostgreSQL restarted under load: a cluster of the test's own (the machine's main one is shared), stopped for a few
 * seconds while sign-ups and Polar webhooks keep coming. During the outage the app refuses (5xx) rather than
 * pretending; after it, everything works again without restarting the app, and nothing that was answered with
 * success, nor any webhook Polar retried, is lost.
 */
const WEBHOOK_SECRET = "whsec_fault_tests_webhook_secret";
const OUTAGE_MS = 6_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cluster = postgresCluster(BASE_PORT + 5);
let app: ReturnType<typeof appServer>;

beforeAll(async () => {
  cluster.create();
  app = appServer(BASE_PORT + 4, {
    DATABASE_URL: cluster.url,
    MAIL_OUTBOX: "accept",
    POLAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
    REQUIRE_EMAIL_VERIFICATION: "false",
    RATE_LIMIT_ENABLED: "false",
    JOB_RETRY_DELAY: "1",
    JOB_RETRY_LIMIT: "20",
  });
  await app.start();
});

afterAll(async () => {
  await app?.stop();
  cluster.drop();
  if (process.env.FAULT_LOG) console.log(app.log.join(""));
});

/** Delivers as Polar does: the same webhook-id again after any failure, until a 2xx (here every 250 ms, up to 60 s). */
async function deliverWebhook(base: string, statuses: number[]) {
  const id = `msg_${randomUUID()}`;
  const body = JSON.stringify(orderPaid());
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    const status = await postSignedWebhook(base, WEBHOOK_SECRET, id, body);
    statuses.push(status);
    if (status >= 200 && status < 300) return id;
    await sleep(250);
  }
  throw new Error(`webhook ${id} never accepted`);
}

type PageAnswer = { status: number; retryAfter: string | null; selfReloading: boolean };

/** A signed-in page, as a browser asks for it: its status and, for a 503, whether it is the page that reloads itself. */
async function openPage(base: string, browser: Browser, path: string): Promise<PageAnswer> {
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  try {
    const res = await fetch(`${base}${path}`, { headers: { cookie, "accept-language": "ru" }, redirect: "manual" });
    const html = await res.text();
    return { status: res.status, retryAfter: res.headers.get("retry-after"), selfReloading: /http-equiv="refresh"/.test(html) };
  } catch {
    return { status: 0, retryAfter: null, selfReloading: false };
  }
}

describe("PostgreSQL restarted under load", () => {
  it("answers 5xx while it is down, serves fully after, and loses no webhook and no mail", async () => {
    const statuses: number[] = [];
    const accepted: string[] = [];
    const signedUp: string[] = [];
    const reader = await signUp(app.url, newEmail("reader"));
    expect((await openPage(app.url, reader.browser, "/settings")).status).toBe(200);
    const pages: (PageAnswer & { at: number })[] = [];
    let running = true;
    const pageLoad = (async () => {
      while (running) {
        pages.push({ ...(await openPage(app.url, reader.browser, "/settings")), at: Date.now() });
        await sleep(20);
      }
    })();
    const load = Array.from({ length: 6 }, async (_, worker) => {
      while (running) {
        if (worker % 2) accepted.push(await deliverWebhook(app.url, statuses));
        else {
          const user = await signUp(app.url, newEmail("restart"));
          statuses.push(user.status);
          if (user.status === 200) signedUp.push(user.email);
        }
      }
    });

    await sleep(3_000);
    const before = statuses.length;
    const stoppedAt = Date.now();
    cluster.stop();
    await sleep(OUTAGE_MS);
    const during = statuses.slice(before);
    // The font the "unavailable" page is drawn in needs no database: it is served during the outage.
    const font = await fetch(`${app.url}/fonts/inter-latin.woff2`);
    const fontDuring = { status: font.status, bytes: (await font.arrayBuffer()).byteLength };
    const startedAt = Date.now();
    cluster.start();
    await sleep(5_000);
    running = false;
    await Promise.all([...load, pageLoad]);

    const histogram = (list: number[]) => Object.fromEntries([...new Set(list)].map((s) => [s, list.filter((x) => x === s).length]));
    console.log(`[postgres restart] answers during the outage: ${JSON.stringify(histogram(during))}`);
    // The outage was met, and answered as one.
    expect(during.filter((s) => s >= 500).length).toBeGreaterThan(0);
    expect(during.filter((s) => s !== 0 && s < 500 && s !== 200 && s !== 202)).toEqual([]);

    // Pages: 503 with Retry-After and the page that reloads itself, from the moment the outage is known (the pool
    // sees its connections cut) to its end; no 500 after that, and the page is served again afterwards.
    const pagesDuring = pages.filter((p) => p.at > stoppedAt && p.at < startedAt);
    console.log(`[postgres restart] pages during the outage: ${JSON.stringify(histogram(pagesDuring.map((p) => p.status)))}`);
    const firstUnavailable = pagesDuring.findIndex((p) => p.status === 503);
    expect(firstUnavailable).toBeGreaterThanOrEqual(0);
    const afterKnown = pagesDuring.slice(firstUnavailable);
    expect(afterKnown.filter((p) => p.status !== 503)).toEqual([]);
    expect(afterKnown.every((p) => p.retryAfter === "5" && p.selfReloading)).toBe(true);
    expect(pages.at(-1)?.status).toBe(200);
    expect(fontDuring.status).toBe(200);
    expect(fontDuring.bytes).toBeGreaterThan(10_000);

    // Full service after, with no restart of the app: sign-up, sign-in, a webhook.
    const email = newEmail("after");
    expect((await signUp(app.url, email)).status).toBe(200);
    const browser = new Browser(app.url);
    expect((await browser.post(app.url, "/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
    accepted.push(await deliverWebhook(app.url, []));
    signedUp.push(email);

    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    try {
      const stored = await db.query<{ webhook_id: string }>("select webhook_id from polar_webhook_event where webhook_id = any($1)", [
        accepted,
      ]);
      expect(stored.rows.length).toBe(new Set(accepted).size);
      // Every sign-up answered 200 has its verification mail, once.
      await until(
        "the mails of every sign-up",
        async () => {
          const mails = await db.query<{ to: string }>('select "to" from outbox_mail where "to" = any($1)', [signedUp]);
          return mails.rows.length >= signedUp.length;
        },
        30_000,
      );
      const mails = await db.query<{ to: string; n: number }>(
        'select "to", count(*)::int as n from outbox_mail where "to" = any($1) group by "to"',
        [signedUp],
      );
      expect(mails.rows.length).toBe(signedUp.length);
      expect(mails.rows.every((r) => r.n === 1)).toBe(true);
    } finally {
      await db.end();
    }
  });
});
