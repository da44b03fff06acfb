import { readdirSync } from "node:fs";
import http from "node:http";
import { connect } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFreshDatabase } from "../../scripts/lib/fresh-database.mjs";
import { smtpSink, until } from "../fault/processes";
import { killHard, standaloneImage, startStandalone, type Server } from "./standalone";

const BASE_PORT = Number(process.env.DEPLOY_BASE_PORT ?? 4070);
const PORT = BASE_PORT;
const SECRET = "deploy-tests-secret-7c1e5a9d3b8f2a6e4c0d9b7a5f3e1c2d";
const CRON_SECRET = "deploy-tests-cron-secret-0123456789";
const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * The standalone server (`node server.js`) as the container image runs it (tests/deploy/standalone.ts lays the
 * folder out as the Dockerfile does): health, a page with its static files, a sign-up whose process is killed
 * right after the reply and whose mail still arrives after the restart, a sign-in, and a graceful stop.
 */
describe("the standalone server, as the image runs it", () => {
  const image = standaloneImage();
  const sink = smtpSink(BASE_PORT + 5);
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;
  let settings: Record<string, string>;
  let server: Server;
  const url = `http://127.0.0.1:${PORT}`;
  const email = `deploy-${Date.now()}@example.com`;
  const password = "deploy-password-42";

  const query = async <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    database = await createFreshDatabase("deploy");
    await sink.start();
    settings = {
      DATABASE_URL: database.url,
      BETTER_AUTH_SECRET: SECRET,
      BETTER_AUTH_URL: url,
      SMTP_URL: sink.url,
      CRON_SECRET,
      JOB_RETRY_DELAY: "1",
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    };
    server = await startStandalone(image.dir, PORT, settings);
  });

  afterAll(async () => {
    if (server) await killHard(server);
    await sink.stop();
    sink.cleanup();
    await database?.drop();
    image.cleanup();
  });

  it("answers liveness and readiness (migrations applied from the image's folder, queue running)", async () => {
    expect((await fetch(`${url}/api/health/live`)).status).toBe(200);
    // The job workers start beside the first requests: readiness waits for them, within seconds.
    let last = "";
    const ready = await until(
      "readiness",
      async () => {
        const res = await fetch(`${url}/api/health/ready`);
        last = JSON.stringify(await res.clone().json());
        return res.status === 200 && res;
      },
      10_000,
    ).catch(() => expect.fail(`not ready within 10 s; last answer: ${last}`));
    expect(await ready.json()).toMatchObject({ ready: true, database: "ok", migrations: "ok", queue: "ok" });
  });

  it("serves a page, its static files and public/", async () => {
    const page = await fetch(`${url}/sign-in`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const asset = /\/_next\/static\/[^"']+\.(?:js|css)/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    expect((await fetch(`${url}${asset}`)).status).toBe(200);
    // public/ as copied beside server.js: every file of it is served.
    const font = readdirSync("public/fonts")[0];
    expect((await fetch(`${url}/fonts/${font}`)).status).toBe(200);
  });

  it("a sign-up's mail survives the process killed right after the reply: delivered after the restart", async () => {
    const reply = await fetch(`${url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify({ email, password, name: "Deploy" }),
    });
    // No time for anything after the reply: killed as a crash or an OOM kill would.
    server.child.kill("SIGKILL");
    expect(reply.status).toBe(200);
    await killHard(server);
    const jobs = await query<{ state: string }>(`select state from pgboss.job where name = 'mail' and data->'mail'->>'to' = $1`, [email]);
    expect(jobs).toHaveLength(1);
    // Killed in the middle of an attempt, the job waits out its expiry (90 s) before its retry: the clock moves.
    await query(`update pgboss.job set started_on = started_on - interval '1 hour' where state = 'active' and data->'mail'->>'to' = $1`, [
      email,
    ]);
    server = await startStandalone(image.dir, PORT, settings);
    // As a cron would: maintenance hands an abandoned attempt back, and due jobs run.
    const drain = await fetch(`${url}/api/jobs/drain`, { method: "POST", headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(drain.status).toBe(200);
    const mail = await until("the verification mail", async () => sink.mailsTo(email).find((m) => m.link), 20_000);
    const verified = await fetch(mail.link!, { redirect: "manual" });
    expect([200, 302]).toContain(verified.status);
    expect(
      (await query<{ verified: boolean }>(`select email_verified as verified from "user" where email = $1`, [email]))[0]?.verified,
    ).toBe(true);
  });

  it("signs in", async () => {
    const res = await fetch(`${url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("__Secure-") || c.includes("session_token="))).toBe(true);
  });

  it("stops gracefully on SIGTERM: refuses new connections, finishes the request in flight, exits 0 within the bound", async () => {
    const body = JSON.stringify({ email, password });
    const half = Math.floor(body.length / 2);
    let refusedAfter = -1;
    const answer = new Promise<number>((resolve, reject) => {
      const req = http.request(`${url}/api/auth/sign-in/email`, {
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: url },
      });
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", reject);
      req.write(body.slice(0, half));
      // The request is in the server's hands, its body half read, when the stop begins.
      setTimeout(() => {
        const signalled = Date.now();
        server.child.kill("SIGTERM");
        void until(
          "new connections to be refused",
          () =>
            new Promise<boolean>((resolve) => {
              const socket = connect(PORT, "127.0.0.1");
              socket.once("connect", () => (socket.destroy(), resolve(false)));
              socket.once("error", () => resolve(true));
            }),
          5_000,
        ).then(() => {
          refusedAfter = Date.now() - signalled;
          req.end(body.slice(half));
        }, reject);
      }, 300);
    });
    const started = Date.now();
    expect(await answer).toBe(200);
    expect(refusedAfter).toBeGreaterThanOrEqual(0);
    const { code, at } = await server.exited;
    expect(code, server.log.join("")).toBe(0);
    expect(at - started).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(server.log.join("")).toContain("shutdown: done");
  });

  it("still exits within SHUTDOWN_TIMEOUT_MS when a request never ends, with 1", async () => {
    server = await startStandalone(image.dir, PORT, { ...settings, SHUTDOWN_TIMEOUT_MS: "1500" });
    const req = http.request(`${url}/api/auth/sign-in/email`, {
      method: "POST",
      agent: false,
      headers: { "content-type": "application/json", "content-length": 1000, origin: url },
    });
    req.on("error", () => undefined);
    req.write("{");
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    const { code, at } = await server.exited;
    req.destroy();
    expect(code).toBe(1);
    expect(at - signalled).toBeGreaterThanOrEqual(1_400);
    expect(at - signalled).toBeLessThan(5_000);
  });
});
