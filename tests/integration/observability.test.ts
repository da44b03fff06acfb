import { vi } from "vitest";

// Request lines are written at "info"; the webhook and metrics endpoints exist with known secrets.
const SECRETS = vi.hoisted(() => {
  process.env.LOG_LEVEL = "info";
  const webhook = "whsec_observability_webhook_secret_0123";
  const metrics = "observability-metrics-token-0123456789";
  process.env.POLAR_WEBHOOK_SECRET = webhook;
  process.env.METRICS_TOKEN = metrics;
  return { webhook, metrics };
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as metricsGET } from "@/app/api/metrics/route";
import { POST as webhookPOST } from "@/app/api/webhooks/polar/route";
import { ensureMigrated } from "@/db/migrate";
import { signatureHeaders } from "@/emulator/webhooks/sign.mjs";
import { env } from "@/lib/env";
import { authPath, nextMailTo, SESSION_COOKIE } from "../support/accounts";
import { lastMailTo, mailsTo, TestClient, uniqueEmail } from "../support/client";

/**
 * Everything this file's process writes while it runs: stdout and stderr (where the logger and any stray
 * console.* end up) and the console's calls themselves (vitest forwards those around the streams).
 */
const captured: string[] = [];
const restore: (() => void)[] = [];

function capture() {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      captured.push(typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8"));
      // Lines from the logger are kept out of the test's own output; anything else goes on as usual.
      if (typeof chunk === "string" && chunk.startsWith('{"level"')) return true;
      return (write as (...args: unknown[]) => boolean).call(stream, chunk, ...rest);
    }) as typeof stream.write;
    restore.push(() => void (stream.write = write));
  }
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    const original = console[method];
    console[method] = (...args: unknown[]) => {
      captured.push(
        args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : typeof a === "string" ? a : JSON.stringify(a))).join(" ") + "\n",
      );
      original(...args);
    };
    restore.push(() => void (console[method] = original));
  }
}

type Line = Record<string, unknown> & { msg?: string; requestId?: string };

function lines(): Line[] {
  return captured
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Line);
}

async function waitForLine(match: (line: Line) => boolean, timeoutMs = 5_000): Promise<Line> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = lines().find(match);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no such log line; job lines: ${JSON.stringify(lines().filter((l) => l.msg !== "request"))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function signedWebhook(body: string, id: string, secret = SECRETS.webhook, requestId?: string): Request {
  const headers = new Headers(signatureHeaders(secret, id, Math.floor(Date.now() / 1000), body));
  if (requestId) headers.set("x-request-id", requestId);
  return new Request("http://localhost:3000/api/webhooks/polar", { method: "POST", headers, body });
}

beforeAll(async () => {
  await ensureMigrated();
  capture();
});
afterAll(() => {
  for (const undo of restore.reverse()) undo();
  for (const name of ["LOG_LEVEL", "POLAR_WEBHOOK_SECRET", "METRICS_TOKEN"]) delete process.env[name];
});

describe("request lines", () => {
  it("are JSON with the request id, route, method, status and duration; the caller's sane id is kept and echoed", async () => {
    const requestId = `obs-${randomUUID()}`;
    const email = uniqueEmail("obs-line");
    const res = await new TestClient().post(
      "/sign-up/email",
      { email, password: "observability-line-42", name: "Line" },
      { "x-request-id": requestId },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe(requestId);
    const line = await waitForLine((l) => l.msg === "request" && l.requestId === requestId);
    expect(line).toMatchObject({ level: "info", route: "/api/auth/sign-up/email", method: "POST", status: 200 });
    expect(typeof line.durationMs).toBe("number");
    expect(line.durationMs as number).toBeGreaterThanOrEqual(0);
    expect(typeof line.time).toBe("string");
  });

  it("replace an x-request-id that is not a sane token with one of their own", async () => {
    for (const given of ["has spaces in it", "x".repeat(101), "<script>", ""]) {
      const res = await new TestClient().get("/ok", given ? { "x-request-id": given } : {});
      const echoed = res.headers.get("x-request-id");
      expect(echoed, given).toMatch(/^[0-9a-f-]{36}$/);
      const line = await waitForLine((l) => l.msg === "request" && l.requestId === echoed);
      expect(line.route).toBe("/api/auth/ok");
    }
  });

  it("the job a request queued logs the same request id when it runs", async () => {
    const requestId = `obs-job-${randomUUID()}`;
    const email = uniqueEmail("obs-job");
    const res = await new TestClient().post(
      "/sign-up/email",
      { email, password: "observability-job-42", name: "Job" },
      { "x-request-id": requestId },
    );
    expect(res.status).toBe(200);
    const mail = await lastMailTo(email);
    const job = await waitForLine((l) => l.msg === "job" && l.jobId === mail.id);
    expect(job).toMatchObject({ requestId, queue: "mail", outcome: "completed", attempt: 1 });
    expect(typeof job.durationMs).toBe("number");
  });

  it("a Polar webhook's delivery is logged with its request id and the event's id", async () => {
    const requestId = `obs-hook-${randomUUID()}`;
    const id = `msg_obs_${randomUUID()}`;
    const body = JSON.stringify({ type: "observability.checked", timestamp: new Date().toISOString(), data: { id } });
    const res = await webhookPOST(signedWebhook(body, id, SECRETS.webhook, requestId));
    expect(res.status).toBe(202);
    const delivery = await waitForLine((l) => l.msg === "polar webhook" && l.requestId === requestId);
    expect(delivery).toMatchObject({ webhookId: id, type: "observability.checked", outcome: "applied" });
    const request = await waitForLine((l) => l.msg === "request" && l.requestId === requestId);
    expect(request).toMatchObject({ route: "/api/webhooks/polar", status: 202 });
  });
});

describe("secrets never reach the logs", () => {
  it("sign-up, verification, sign-in, password reset and a Polar webhook leave none of their secrets in the output", async () => {
    const email = uniqueEmail("obs-secrets");
    const password = `first-${randomUUID()}`;
    const newPassword = `second-${randomUUID()}`;
    const secrets: Record<string, string> = {
      password,
      newPassword,
      webhookSecret: SECRETS.webhook,
      metricsToken: SECRETS.metrics,
      authSecret: process.env.BETTER_AUTH_SECRET!,
    };

    const client = new TestClient();
    expect((await client.post("/sign-up/email", { email, password, name: "Secret Keeper" })).status).toBe(200);
    const verification = await lastMailTo(email);
    secrets.verificationToken = new URL(verification.link!).searchParams.get("token")!;
    expect((await client.get(authPath(verification.link!))).status).toBe(302);

    const signIn = await client.post("/sign-in/email", { email, password });
    expect(signIn.status).toBe(200);
    secrets.sessionToken = signIn.body.token as string;
    secrets.sessionCookie = client.cookies.get(SESSION_COOKIE)!;
    expect((await client.get("/get-session")).status).toBe(200);
    // A wrong password is logged as a refusal, never as what was typed.
    const wrong = `wrong-${randomUUID()}`;
    secrets.wrongPassword = wrong;
    expect((await new TestClient().post("/sign-in/email", { email, password: wrong })).status).toBe(401);

    const before = (await mailsTo(email)).length;
    expect((await client.post("/request-password-reset", { email, redirectTo: "/reset-password" })).status).toBe(200);
    const reset = await nextMailTo(email, before);
    const resetLink = new URL(reset.link!);
    secrets.resetToken = resetLink.pathname.split("/").pop()!;
    // The reset link itself: its path carries the token.
    expect((await client.get(authPath(reset.link!))).status).toBe(302);
    expect((await client.post("/reset-password", { newPassword, token: secrets.resetToken })).status).toBe(200);
    // A spent token, tried again: refused, and still not logged.
    expect((await client.post("/reset-password", { newPassword, token: secrets.resetToken })).status).toBe(400);

    const hookId = `msg_obs_${randomUUID()}`;
    const hookBody = JSON.stringify({ type: "observability.secret", timestamp: new Date().toISOString(), data: { id: hookId } });
    expect((await webhookPOST(signedWebhook(hookBody, hookId))).status).toBe(202);
    expect((await webhookPOST(signedWebhook(hookBody, `${hookId}_bad`, "whsec_someone_else_entirely_0123"))).status).toBe(403);

    const scrape = await metricsGET(
      new Request("http://localhost:3000/api/metrics", { headers: { authorization: `Bearer ${SECRETS.metrics}` } }),
    );
    expect(scrape.status).toBe(200);
    expect(
      (await metricsGET(new Request("http://localhost:3000/api/metrics", { headers: { authorization: `Bearer ${password}` } }))).status,
    ).toBe(401);

    // Every job these caused has run and logged.
    await lastMailTo(email);
    const output = captured.join("");
    // The run was logged: a line for each step, so that finding no secret means something.
    const routes = new Set(lines().map((l) => l.route));
    for (const route of [
      "/api/auth/sign-up/email",
      "/api/auth/sign-in/email",
      "/api/auth/request-password-reset",
      "/api/auth/reset-password",
      "/api/webhooks/polar",
      "/api/metrics",
    ]) {
      expect(routes, route).toContain(route);
    }
    expect(lines().some((l) => l.route === "/api/auth/reset-password/[redacted]")).toBe(true);
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThanOrEqual(8);
      expect(output.includes(value), `${name} appears in the log`).toBe(false);
    }
  });
});

describe("GET /api/metrics", () => {
  const scrape = (authorization?: string) =>
    metricsGET(new Request("http://localhost:3000/api/metrics", { headers: authorization ? { authorization } : {} }));

  it("does not exist without METRICS_TOKEN (404)", async () => {
    const token = env.METRICS_TOKEN;
    env.METRICS_TOKEN = undefined;
    try {
      expect((await scrape(`Bearer ${SECRETS.metrics}`)).status).toBe(404);
      expect((await scrape()).status).toBe(404);
    } finally {
      env.METRICS_TOKEN = token;
    }
  });

  it("refuses a missing or wrong token, or another scheme (401)", async () => {
    for (const authorization of [undefined, "Bearer wrong", `Bearer ${SECRETS.metrics}x`, `Basic ${SECRETS.metrics}`, SECRETS.metrics]) {
      const res = await scrape(authorization);
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe("Bearer");
    }
  });

  it("with the token, answers Prometheus text: requests by route and status, latency, queue depth and age, mail failures", async () => {
    expect((await new TestClient().get("/ok")).status).toBe(200);
    const res = await scrape(`Bearer ${SECRETS.metrics}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    expect(text).toMatch(/^http_requests_total\{route="\/api\/auth\/ok",method="GET",status="200"\} \d+$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",route="\/api\/auth\/ok",method="GET",status="200"\} \d+$/m);
    for (const queue of ["mail", "polar-customer", "polar-usage"]) {
      expect(text).toMatch(new RegExp(`^jobs_queued\\{queue="${queue}"\\} \\d+$`, "m"));
      expect(text).toMatch(new RegExp(`^jobs_oldest_queued_age_seconds\\{queue="${queue}"\\} [\\d.e+-]+$`, "m"));
    }
    expect(text).toMatch(/^mail_failures_total\{stage="delivery"\} \d+$/m);
    expect(text).toMatch(/^mail_failures_total\{stage="queue"\} \d+$/m);
    expect(text).toMatch(/^jobs_processed_total\{queue="mail",outcome="completed"\} \d+$/m);
    expect(text).toContain("# TYPE polar_webhook_lag_seconds histogram");
    expect(text).toMatch(/^polar_webhooks_unprocessed \d+$/m);
    expect(text).toContain("# TYPE process_cpu_seconds_total counter");
  });
});
