import { afterAll, describe, expect, it, vi } from "vitest";

// Behind a declared proxy (the only case in which a client's address is believed from a header).
const savedProxies = vi.hoisted(() => {
  const saved = process.env.TRUSTED_PROXIES;
  process.env.TRUSTED_PROXIES = "127.0.0.1";
  return saved;
});

import { displayAddress } from "@/lib/account/ip-address";
import { findSession, signIn } from "../support/accounts";
import { verifiedUser } from "../support/client";

// The worker may run another file next: leave the environment as it was.
afterAll(() => {
  if (savedProxies === undefined) delete process.env.TRUSTED_PROXIES;
  else process.env.TRUSTED_PROXIES = savedProxies;
});

describe("a session keeps its client's whole address", () => {
  it.each([
    ["::1", "::1"],
    ["2001:db8:85a3::8a2e:370:7334", "2001:db8:85a3::8a2e:370:7334"],
    ["::ffff:192.0.2.44", "192.0.2.44"],
    ["203.0.113.9", "203.0.113.9"],
  ])("signed in from %s, the session shows %s", async (address, shown) => {
    const { email, password } = await verifiedUser();
    const { token } = await signIn(email, password, {}, { "x-forwarded-for": address });
    const stored = (await findSession(token)).ipAddress;
    // Stored as better-auth writes addresses (IPv6 zero-expanded), but whole: not cut to its /64 network.
    expect(stored).not.toBe("");
    expect(displayAddress(stored!)).toBe(shown);
  });
});
