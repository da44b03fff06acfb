import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { pickMessages } from "@/lib/i18n/pick-messages";

describe("the messages a page sends to the browser", () => {
  it("keeps only the namespaces asked for, nested ones at their own path", () => {
    const picked = pickMessages(en, ["nav", "org.accept"]);
    expect(Object.keys(picked).sort()).toEqual(["nav", "org"]);
    expect(picked.nav).toEqual(en.nav);
    expect(picked.org).toEqual({ accept: en.org.accept });
  });

  it("merges a namespace and one inside it without losing either, and skips a namespace that does not exist", () => {
    const picked = pickMessages(en, ["org.accept", "org.roles", "nope"]);
    expect(picked).toEqual({ org: { accept: en.org.accept, roles: en.org.roles } });
  });

  it("takes a single message beside a namespace of the same parent", () => {
    const picked = pickMessages(en, ["auth.strength", "auth.showPassword"]);
    expect(picked).toEqual({ auth: { strength: en.auth.strength, showPassword: en.auth.showPassword } });
  });

  it("is much smaller than the whole set for a signed-in settings page", () => {
    const size = (v: unknown) => JSON.stringify(v).length;
    expect(size(pickMessages(en, ["common", "nav", "errorPage", "settings", "errors", "verify"]))).toBeLessThan(size(en) / 2);
  });
});
