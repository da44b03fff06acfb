import { describe, expect, it } from "vitest";
import { ChangeMap } from "@/lib/auth/session-feed/change-map";
import { parseChange, sessionKey } from "@/lib/auth/session-feed/keys";

const S = "s:abc";
const U = "u:user-1";

describe("the change feed's memory", () => {
  it("gives the same stamp on every instance that heard the same changes, and a new one after each change", () => {
    const a = new ChangeMap(60_000);
    const b = new ChangeMap(60_000);
    expect(a.stamp(S, U, a.position())).toBe("0.0");
    for (const map of [a, b]) {
      map.record("7", S);
      map.record("9", U);
    }
    expect(a.stamp(S, U, a.position())).toBe("7.9");
    expect(b.stamp(S, U, b.position())).toBe("7.9");
    a.record("12", S);
    expect(a.stamp(S, U, a.position())).toBe("12.9");
    expect(b.stamp(S, U, b.position())).toBe("7.9"); // b has not heard it yet: a's caches are refused there
  });

  it("follows commit order, not id order: the last change heard names the stamp", () => {
    const map = new ChangeMap(60_000);
    map.record("11", S);
    map.record("10", S); // committed later with a smaller id
    expect(map.stamp(S, U, map.position())).toBe("10.0");
  });

  it("refuses to vouch for data read before a change it heard during the request", () => {
    const map = new ChangeMap(60_000);
    const startedAt = map.position();
    map.record("3", U);
    expect(map.stamp(S, U, startedAt)).toBeNull();
    expect(map.stamp(S, U, map.position())).toBe("0.3");
    expect(map.stamp("s:other", "u:other", startedAt)).toBe("0.0");
  });

  it("does not trust keys read back from the log after a reconnect, for the retention time", async () => {
    const map = new ChangeMap(30);
    map.suspect([S]);
    expect(map.stamp(S, U, map.position())).toBeNull();
    await new Promise((r) => setTimeout(r, 40));
    map.record("1", "u:someone-else"); // prunes
    expect(map.stamp(S, U, map.position())).toBe("0.0");
  });

  it("forgets changes older than the retention time, and distrusts everything when it must drop younger ones", async () => {
    const map = new ChangeMap(20, 2);
    map.record("1", "s:a");
    await new Promise((r) => setTimeout(r, 30));
    map.record("2", "s:b");
    expect(map.size).toBe(1);
    map.record("3", "s:c");
    map.record("4", "s:d"); // over the bound while all are young
    expect(map.stamp("s:x", "u:x", map.position())).toBeNull();
  });

  it("reads announcements as the trigger writes them, and names sessions by the SHA-256 of the token", () => {
    expect(parseChange("42 s deadbeef")).toEqual({ id: "42", key: "s:deadbeef" });
    expect(parseChange("42 u user-1")).toEqual({ id: "42", key: "u:user-1" });
    for (const bad of ["heartbeat", "x s k", "1 z k", "1 s", "1 s k extra"]) expect(parseChange(bad)).toBeNull();
    expect(sessionKey("token")).toBe("s:3c469e9d6c5875d37a43f353d4f88e61fcf812c66eee3457465a40b0da4153e0");
  });
});
