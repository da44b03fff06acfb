import { vi } from "vitest";

/**
 * A local stand-in for Cloudflare's siteverify endpoint: "good-token" passes, anything else fails, and
 * "unreachable" makes it answer 502 as a provider outage would. Its port is chosen here, before the app
 * reads its settings, and it starts listening in beforeAll.
 */
const stub = vi.hoisted(() => {
  const saved = { ...process.env };
  // Below 32768, where Linux hands out the ephemeral ports of outgoing connections (one once took this port).
  const port = 21_000 + Math.floor(Math.random() * 11_000);
  process.env.CAPTCHA_PROVIDER = "cloudflare-turnstile";
  process.env.CAPTCHA_SECRET_KEY = "test-secret-key";
  process.env.CAPTCHA_SITE_KEY = "test-site-key";
  process.env.CAPTCHA_SITE_VERIFY_URL = `http://127.0.0.1:${port}/siteverify`;
  return { saved, port, seen: [] as { secret: string; response: string }[] };
});

import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captchaConfig } from "@/lib/auth/server/captcha";
import { TestClient, uniqueEmail } from "../support/client";

let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw) as { secret: string; response: string };
      stub.seen.push(body);
      if (body.response === "unreachable") {
        res.writeHead(502).end();
        return;
      }
      const success = body.secret === "test-secret-key" && body.response === "good-token";
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ success, "error-codes": success ? [] : ["invalid-input-response"] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(stub.port, "127.0.0.1", resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  for (const key of ["CAPTCHA_PROVIDER", "CAPTCHA_SECRET_KEY", "CAPTCHA_SITE_KEY", "CAPTCHA_SITE_VERIFY_URL"]) {
    if (stub.saved[key] === undefined) delete process.env[key];
    else process.env[key] = stub.saved[key];
  }
});

const withToken = (token: string) => ({ "x-captcha-response": token });

describe("captcha on the forms a bot would use", () => {
  it("gives the browser the provider and the public site key, never the secret", () => {
    expect(captchaConfig()).toEqual({ provider: "cloudflare-turnstile", siteKey: "test-site-key" });
  });

  it("refuses a sign-up without a captcha answer, and creates nothing", async () => {
    const client = new TestClient();
    const email = uniqueEmail("nocaptcha");
    const res = await client.post("/sign-up/email", { email, password: "long-enough-1", name: "N" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "MISSING_RESPONSE", message: "Missing CAPTCHA response" });
    const retry = await client.post("/sign-up/email", { email, password: "long-enough-1", name: "N" }, withToken("good-token"));
    expect(retry.status).toBe(200); // the first attempt left no user behind
  });

  it("refuses a wrong answer with 403 and accepts a right one, checked with the secret key", async () => {
    const email = uniqueEmail("captcha");
    const client = new TestClient();
    const bad = await client.post("/sign-up/email", { email, password: "long-enough-1", name: "C" }, withToken("bad-token"));
    expect(bad.status).toBe(403);
    expect(bad.body).toMatchObject({ code: "VERIFICATION_FAILED" });
    const good = await client.post("/sign-up/email", { email, password: "long-enough-1", name: "C" }, withToken("good-token"));
    expect(good.status).toBe(200);
    expect(stub.seen.at(-1)).toMatchObject({ secret: "test-secret-key", response: "good-token" });
  });

  it.each([
    ["/sign-in/email", { email: "someone@example.com", password: "whatever-1" }],
    ["/request-password-reset", { email: "someone@example.com" }],
    ["/forget-password", { email: "someone@example.com" }],
    ["/sign-in/magic-link", { email: "someone@example.com" }],
  ])("guards %s", async (path, body) => {
    const res = await new TestClient().post(path, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("MISSING_RESPONSE");
  });

  it("leaves session reads alone", async () => {
    expect((await new TestClient().get("/get-session")).status).toBe(200);
  });

  it("answers 503 CAPTCHA_UNAVAILABLE, not 500, when the provider cannot be reached", async () => {
    const res = await new TestClient().post("/sign-in/email", { email: "x@example.com", password: "whatever-1" }, withToken("unreachable"));
    expect(res.status).toBe(503);
    expect(res.body.code).toBe("CAPTCHA_UNAVAILABLE");
  });
});
