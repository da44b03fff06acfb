import { spawn } from "node:child_process";
import http from "node:http";
import { startNextServer } from "../scripts/lib/next-server.mjs";
import { linkIn, uniqueEmail, waitForMail } from "./support/helpers";
import { APP_PORT, APP_URL, CONTROL_URL, SMTP_PORT, START_CHECK_PORT } from "./support/ports";
import { expect, test } from "./support/test";

/**
 * A production server (`next start` of the build) is safe by default: it refuses to start without a secret or
 * with development conveniences asked for, keeps the development pages closed whatever NODE_ENV says, says
 * loudly when no proxy is declared, and never writes a link or token to its log.
 */
const SECRET = "start-check-secret-0123456789abcdefghijklmnop";
/** A mail transport, so that only the setting under test can stop the start. */
const MAIL = { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` };

/** A raw request (fetch refuses methods such as TRACE itself); its status. */
function statusOf(method: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: APP_PORT, method, path }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Runs `next start` with exactly this environment (NODE_ENV included) until it exits or answers; its output. */
async function startAndWait(env: Record<string, string | undefined>, ms = 45_000): Promise<{ code: number | null; output: string }> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(BETTER_AUTH_SECRET|NODE_ENV|ACCOUNTS_DEV_SERVER|TRUSTED_PROXIES|CLIENT_IP_HEADER)$/.test(k),
    ),
  );
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(START_CHECK_PORT)], {
    env: { ...base, PORT: String(START_CHECK_PORT), PGLITE_DIR: "memory://", ...env } as unknown as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += String(d)));
  child.stderr.on("data", (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const until = Date.now() + ms;
  while (Date.now() < until && child.exitCode === null) {
    // The first request runs the start-up checks (instrumentation), if they have not run yet.
    await fetch(`http://127.0.0.1:${START_CHECK_PORT}/api/health`).catch(() => null);
    await new Promise((r) => setTimeout(r, 300));
  }
  if (child.exitCode === null) {
    child.kill("SIGTERM");
    await exited;
    return { code: null, output };
  }
  return { code: await exited, output };
}

test.describe.configure({ mode: "serial" });

test("next start refuses to start without BETTER_AUTH_SECRET, naming it", async () => {
  const { code, output } = await startAndWait({ NODE_ENV: "production", ...MAIL });
  expect(code).not.toBe(0);
  expect(code).not.toBeNull();
  expect(output).toContain("BETTER_AUTH_SECRET: required in production");
});

for (const [name, env, named] of [
  ["NODE_ENV=development exported", { NODE_ENV: "development" }, "NODE_ENV"],
  ["the dev server's flag set", { NODE_ENV: "production", ACCOUNTS_DEV_SERVER: "1" }, "ACCOUNTS_DEV_SERVER"],
] as const) {
  test(`next start refuses to start with ${name}`, async () => {
    const { code, output } = await startAndWait({ ...env, ...MAIL, BETTER_AUTH_SECRET: SECRET });
    expect(code, output).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toContain(`${named}:`);
  });
}

test("a production server keeps /dev/outbox closed, and warns loudly that no proxy is declared", async () => {
  const server = await startNextServer(START_CHECK_PORT, {
    ...MAIL,
    BETTER_AUTH_SECRET: SECRET,
    PGLITE_DIR: "memory://",
    TRUSTED_PROXIES: "",
  });
  try {
    const outbox = await fetch(`http://127.0.0.1:${START_CHECK_PORT}/dev/outbox`);
    expect(outbox.status).toBe(404);
    expect(server.log.join("")).toContain("WARNING: no proxy is declared");
  } finally {
    await server.stop();
  }
});

test("the e2e server (a production start) has no /dev/outbox either", async ({ request }) => {
  expect((await request.get("/dev/outbox")).status()).toBe(404);
});

test("an unsupported method answers 405, never 500", async ({ request }) => {
  for (const [method, path] of [
    ["TRACE", "/api/auth/ok"],
    ["TRACE", "/sign-in"],
    ["PATCH", "/api/health"],
    ["DELETE", "/api/billing/orders"],
  ] as const) {
    expect([method, path, await statusOf(method, path)]).toEqual([method, path, 405]);
  }
  expect((await request.get("/api/auth/ok")).status()).toBe(200);
});

test("no link or token a mail carries ever reaches the server's log", async ({ request }) => {
  const email = uniqueEmail("log-check");
  const password = "log-check-password-9";
  expect(
    (await request.post("/api/auth/sign-up/email", { data: { email, password, name: "Log" }, headers: { origin: APP_URL } })).status(),
  ).toBe(200);
  const verify = linkIn(await waitForMail(email, 1));
  await request.get(verify);
  await request.post("/api/auth/request-password-reset", { data: { email, redirectTo: "/reset-password" }, headers: { origin: APP_URL } });
  const reset = linkIn(await waitForMail(email, 2));
  await request.post("/api/auth/sign-in/magic-link", { data: { email }, headers: { origin: APP_URL } });
  const magic = linkIn(await waitForMail(email, 3));
  const log = await (await fetch(`${CONTROL_URL}/server-log`)).text();
  for (const link of [verify, reset, magic]) {
    const url = new URL(link);
    const token = url.searchParams.get("token") ?? url.pathname.split("/").pop()!;
    expect(token.length).toBeGreaterThan(16);
    expect(log).not.toContain(token);
  }
});
