import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifiedCache, verifiedToken } from "@/lib/auth/http/verified-cookies";

const SECRET = "unit-secret-0123456789abcdef0123456789";
const sign = (value: string) => `${value}.${createHmac("sha256", SECRET).update(value).digest("base64")}`;

/** A cache cookie in better-auth's compact format (lib/auth/internals/session-cookie.ts reads it). */
function cacheValue(token: string, expiresAt: number, name = "Ann") {
  const session = {
    session: { id: "s1", token, userId: "u1", expiresAt: "2099-01-01T00:00:00.000Z", createdAt: "x", updatedAt: "x" },
    user: { id: "u1", email: "ann@example.com", emailVerified: true, name, createdAt: "x", updatedAt: "x" },
    updatedAt: 1,
  };
  const signature = createHmac("sha256", SECRET)
    .update(JSON.stringify({ ...session, expiresAt }))
    .digest("base64url");
  return Buffer.from(JSON.stringify({ session, expiresAt, signature })).toString("base64url");
}

describe("verified cookies", () => {
  it("remember only what verified: a tampered cookie fails even after the genuine one was seen", () => {
    const signed = sign("token-a");
    expect(verifiedToken(signed, SECRET)).toBe("token-a");
    expect(verifiedToken(signed, SECRET)).toBe("token-a");
    expect(verifiedToken(signed.replace("token-a", "token-b"), SECRET)).toBeNull();
  });

  it("reuse a verified cache's output, refuse a forged one, and drop an expired entry", () => {
    const value = cacheValue("token-a", Date.now() + 60_000);
    let outputs = 0;
    const toOutput = () => ({ n: ++outputs });
    const first = verifiedCache(value, SECRET, toOutput);
    expect(first?.cached.session.token).toBe("token-a");
    expect(verifiedCache(value, SECRET, toOutput)).toBe(first);
    expect(outputs).toBe(1);

    const decoded = JSON.parse(Buffer.from(value, "base64url").toString());
    decoded.session.user.name = "Mallory";
    expect(verifiedCache(Buffer.from(JSON.stringify(decoded)).toString("base64url"), SECRET, toOutput)).toBeNull();

    const expired = cacheValue("token-a", Date.now() - 1);
    const old = verifiedCache(expired, SECRET, toOutput);
    expect(old?.expiresAt).toBeLessThan(Date.now());
    expect(verifiedCache(expired, SECRET, toOutput)).not.toBe(old); // read again, never served from memory
  });
});
