import { describe, expect, it, vi } from "vitest";

// A production build: the setting is fixed when the server is built, so the test builds its own view of it.
vi.mock("@/lib/env", async (original) => ({ ...(await original<typeof import("@/lib/env")>()), isProduction: true }));

const { checkUrlShape } = await import("@/lib/webhooks/address");

describe("webhook endpoints in production (lib/webhooks/address.ts)", () => {
  it("refuses a plain http address as HTTPS_REQUIRED and takes https", () => {
    expect(checkUrlShape("http://hooks.example.com/accounts")).toEqual({ ok: false, code: "HTTPS_REQUIRED" });
    const https = checkUrlShape("https://hooks.example.com/accounts");
    expect(https.ok).toBe(true);
  });

  it("still names the other refusals first where they apply", () => {
    expect(checkUrlShape("ftp://hooks.example.com/")).toEqual({ ok: false, code: "INVALID_URL" });
    expect(checkUrlShape("https://user:secret@hooks.example.com/")).toEqual({ ok: false, code: "CREDENTIALS_IN_URL" });
  });
});
