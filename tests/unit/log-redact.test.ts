import { describe, expect, it, vi } from "vitest";
import { log } from "@/lib/log/logger";
import { routeLabel } from "@/lib/log/request";
import { saneRequestId, sanitizeHeaders, sanitizeUrl, scrubText } from "@/lib/log/redact";

describe("log redaction", () => {
  it("censors token-bearing query parameters, path segments and a URL's password, keeping the rest", () => {
    expect(sanitizeUrl("http://localhost:3000/api/auth/verify-email?token=eyJabc.def&callbackURL=/welcome")).toBe(
      "http://localhost:3000/api/auth/verify-email?token=[redacted]&callbackURL=/welcome",
    );
    expect(sanitizeUrl("/api/auth/reset-password/AbCdEf0123456789AbCdEf01?callbackURL=/reset-password")).toBe(
      "/api/auth/reset-password/[redacted]?callbackURL=/reset-password",
    );
    expect(sanitizeUrl("/api/auth/callback/github?code=abc123&state=xyz789")).toBe(
      "/api/auth/callback/github?code=[redacted]&state=[redacted]",
    );
    expect(sanitizeUrl("postgres://app:hunter2hunter2@db:5432/app")).toBe("postgres://app:[redacted]@db:5432/app");
  });

  it("keeps harmless headers and censors every other one by value", () => {
    const headers = new Headers({
      authorization: "Bearer abcdefgh12345678",
      cookie: "better-auth.session_token=tok.sig",
      "user-agent": "vitest",
      "x-api-key": "k-123456789",
      referer: "http://localhost:3000/reset-password?token=abc123456",
    });
    expect(sanitizeHeaders(headers)).toEqual({
      authorization: "[redacted]",
      cookie: "[redacted]",
      "user-agent": "vitest",
      "x-api-key": "[redacted]",
      referer: "http://localhost:3000/reset-password?token=[redacted]",
    });
  });

  it("scrubs free text: query tokens, bearer credentials, URL passwords, this process's secrets", () => {
    const secret = process.env.BETTER_AUTH_SECRET!;
    const text = `failed GET /api/auth/magic-link/verify?token=abcdef123456 with Bearer abcdefgh12345678 to smtp://u:pw123456@mail secret=${secret}`;
    const scrubbed = scrubText(text);
    for (const leaked of ["abcdef123456", "abcdefgh12345678", "pw123456", secret]) expect(scrubbed).not.toContain(leaked);
    expect(scrubbed).toContain("/api/auth/magic-link/verify?token=[redacted]");
  });

  it("takes a caller's request id only when it is a sane token", () => {
    expect(saneRequestId("abc-123_DEF.4:5")).toBe("abc-123_DEF.4:5");
    for (const bad of [undefined, null, "", "a b", "x".repeat(101), "-leading", "<script>", "a\nb"])
      expect(saneRequestId(bad)).toBeUndefined();
  });

  it("labels a catch-all route's request by its endpoint, never by a made-up path or a token", () => {
    expect(routeLabel("/api/auth/[...all]", "/api/auth/sign-in/email", 200)).toBe("/api/auth/sign-in/email");
    expect(routeLabel("/api/auth/[...all]", "/api/auth/reset-password/AbC123", 302)).toBe("/api/auth/reset-password/[redacted]");
    expect(routeLabel("/api/auth/[...all]", "/api/auth/made-up-path", 404)).toBe("/api/auth/[...all]");
    expect(routeLabel("/api/auth/[...all]", "/api/auth/oauth2/callback/Some_Provider", 302)).toBe("/api/auth/[...all]");
    expect(routeLabel("/api/billing/orders", "/api/billing/orders", 200)).toBe("/api/billing/orders");
  });

  it("the logger censors credential fields at any of two levels and scrubs free text in the finished line", () => {
    const lines: string[] = [];
    const written = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => lines.push(String(chunk)) > 0);
    try {
      log.warn(
        {
          password: "pw-top-level-1",
          body: { newPassword: "pw-nested-2", token: "tok-nested-3", email: "a@example.com" },
          headers: { cookie: "better-auth.session_token=cookie-4", "user-agent": "vitest" },
          url: "http://localhost:3000/api/auth/verify-email?token=url-token-5",
          err: new Error("GET http://localhost:3000/x?token=err-token-6 failed\nparams: secret-param-7"),
        },
        "opened http://localhost:3000/api/auth/magic-link/verify?token=msg-token-8",
      );
    } finally {
      written.mockRestore();
    }
    const line = lines.at(-1)!;
    const parsed = JSON.parse(line) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      level: "warn",
      password: "[redacted]",
      body: { newPassword: "[redacted]", token: "[redacted]", email: "a@example.com" },
    });
    expect(parsed.headers).toEqual({ cookie: "[redacted]", "user-agent": "vitest" });
    for (const leaked of [
      "pw-top-level-1",
      "pw-nested-2",
      "tok-nested-3",
      "cookie-4",
      "url-token-5",
      "err-token-6",
      "secret-param-7",
      "msg-token-8",
    ]) {
      expect(line).not.toContain(leaked);
    }
  });
});
