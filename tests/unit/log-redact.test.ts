import pino, { type LoggerOptions } from "pino";
import { describe, expect, it, vi } from "vitest";
import { log, logCensoring, logSerializers } from "@/lib/log/logger";
import { routeLabel } from "@/lib/log/request";
import { CENSOR, SECRET_FIELD_PATHS, saneRequestId, sanitizeHeaders, sanitizeUrl, scrubText } from "@/lib/log/redact";

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

  it("censors a line's fields as pino's own redact does with the paths name and *.name, the caller's objects untouched", () => {
    const lines = { ours: [] as string[], pinos: [] as string[] };
    const common: LoggerOptions = { base: undefined, timestamp: false, messageKey: "msg", serializers: logSerializers };
    // The logger's own censoring against pino's redact of the same names at two levels.
    const ours = pino({ ...common, ...logCensoring }, { write: (line: string) => void lines.ours.push(line) });
    const paths = SECRET_FIELD_PATHS.flatMap((path) => [path, path.startsWith("[") ? `*${path}` : `*.${path}`]);
    const pinos = pino({ ...common, redact: { paths, censor: CENSOR } }, { write: (line: string) => void lines.pinos.push(line) });
    class Credentials {
      token = "class-token";
      kept = 1;
      toString() {
        return "credentials";
      }
    }
    const bare = Object.assign(Object.create(null) as object, { password: "bare-pw", kept: true });
    const cases: [Record<string, unknown>, string?][] = [
      [{ password: "pw", body: { newPassword: "n", token: "t", email: "a@example.com" }, email: "a@example.com" }, "sign-in"],
      [{ headers: { cookie: "c", authorization: "Bearer abcdefgh12345678", "user-agent": "vitest" }, url: "/x?token=u" }],
      [{ headers: new Headers({ cookie: "c", accept: "text/html" }), path: "/api/auth/reset-password/abc" }],
      [{ "set-cookie": ["a=b"], response: { "set-cookie": "s=1", status: 200 }, status: 200 }],
      [{ deep: { level: { password: "two-down" } }, list: [{ token: "in-array" }], names: ["password", "token"] }],
      [{ token: undefined, body: { token: undefined, kept: 1 }, secret: null, nested: { secret: null } }],
      [{ token: () => 1, body: { apiKey: () => 2, kept: "yes" } }],
      [{ at: new Date(0), otp: 123456, secret: true, body: { otp: 654321, at: new Date(1) }, count: 3 }],
      [{ instance: new Credentials(), bare, json: { toJSON: () => ({ shown: true }), clientSecret: "cs" } }],
      [{ inherited: Object.assign(Object.create({ token: "proto-token" }) as object, { kept: 1 }) }],
      [{ err: Object.assign(new Error("boom"), { token: "err-own-token" }), cause: Object.assign(new Error("c"), { token: "t" }) }],
      [{ error: new Error("failed"), accessToken: { nested: "whole object" }, backupCodes: ["a", "b"] }],
      [{}, "only a message"],
    ];
    const before = JSON.stringify(cases.map(([fields]) => fields));
    for (const [fields, msg] of cases) {
      ours.info(fields, msg);
      pinos.info(fields, msg);
    }
    const bindings = { component: "mail", token: "bound-token", "set-cookie": "bound-cookie" };
    ours.child(bindings).warn({ cookies: "c" }, "from a child");
    pinos.child(bindings).warn({ cookies: "c" }, "from a child");
    expect(lines.ours).toHaveLength(cases.length + 1);
    expect(lines.ours).toEqual(lines.pinos);
    expect(lines.ours.join("")).toContain('"password":"[redacted]"');
    expect(JSON.stringify(cases.map(([fields]) => fields))).toBe(before);
  });
});
