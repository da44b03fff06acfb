import { vi } from "vitest";

// Before any app module reads its settings: no proxy declared, as on a host that sets none of them.
const savedEnv = vi.hoisted(() => {
  const saved = { ...process.env };
  process.env.RATE_LIMIT_ENABLED = "true";
  process.env.RATE_LIMIT_MAX = "3";
  delete process.env.CLIENT_IP_HEADER;
  delete process.env.TRUSTED_PROXIES;
  return saved;
});

import { afterAll, describe, expect, it } from "vitest";
import { clientAddressDeclared } from "@/lib/auth/server/client-address";
import { productionStartWarnings } from "@/lib/production-start";
import { TestClient, uniqueEmail } from "../support/client";

afterAll(() => {
  for (const key of ["RATE_LIMIT_ENABLED", "RATE_LIMIT_MAX", "CLIENT_IP_HEADER", "TRUSTED_PROXIES"]) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
});

describe("without a declared proxy no header names the client", () => {
  it("a forged x-forwarded-for on every request buys no fresh budget", async () => {
    expect(clientAddressDeclared).toBe(false);
    const attempt = (i: number) =>
      new TestClient({ "x-forwarded-for": `198.51.100.${i}`, "x-real-ip": `198.51.100.${i}` }).post("/sign-in/email", {
        email: uniqueEmail("nobody"),
        password: "wrong-password-1",
      });
    for (let i = 0; i < 3; i++) expect((await attempt(i)).status).toBe(401);
    expect((await attempt(99)).status).toBe(429);
  });

  it("the production start says so loudly, naming the settings that fix it", () => {
    const [warning] = productionStartWarnings();
    expect(warning).toMatch(/^WARNING: no proxy is declared/);
    expect(warning).toContain("TRUSTED_PROXIES");
    expect(warning).toContain("CLIENT_IP_HEADER");
  });
});
