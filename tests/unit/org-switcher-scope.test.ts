import { describe, expect, it } from "vitest";
import { destinationOf, pageKindOf, scopeOf, type SwitcherOrg } from "@/components/organization/org-switcher-scope";
import { switcherView } from "@/components/organization/org-switcher-view";

const acme: SwitcherOrg = { id: "o1", name: "Acme", slug: "acme" };
const birds: SwitcherOrg = { id: "o2", name: "Early Birds", slug: "early-birds", logo: "https://example.com/b.png" };
const organizations = [acme, birds];
const user = { name: "Ada Lovelace", email: "ada@example.com", image: null };
const nav = { personal: "Personal account", purchasesFor: "Purchases for", switcher: "Switch account" } as const;
const t = (key: keyof typeof nav) => nav[key];

describe("the organization switcher's scope", () => {
  it("tells the kinds of page apart", () => {
    expect(pageKindOf("/pricing")).toBe("pricing");
    expect(pageKindOf("/billing/success")).toBe("billing");
    expect(pageKindOf("/orgs/acme/billing")).toBe("billing");
    expect(pageKindOf("/orgs/acme/members")).toBe("org");
    expect(pageKindOf("/settings")).toBe("other");
  });

  it("shows the organization of an /orgs/… page, whatever the active one", () => {
    expect(scopeOf("/orgs/early-birds/teams", null, organizations, "o1")).toEqual({ kind: "org", org: birds });
  });

  it("on pricing, names the buyer of ?org= and else the person", () => {
    expect(scopeOf("/pricing", "acme", organizations, "o2")).toEqual({ kind: "org", org: acme });
    expect(scopeOf("/pricing", null, organizations, "o2")).toEqual({ kind: "personal" });
    expect(scopeOf("/pricing", "someone-elses", organizations, null)).toEqual({ kind: "personal" });
  });

  it("on the personal billing page is the person's; elsewhere the active organization's", () => {
    expect(scopeOf("/billing", null, organizations, "o1")).toEqual({ kind: "personal" });
    expect(scopeOf("/settings", null, organizations, "o1")).toEqual({ kind: "org", org: acme });
    expect(scopeOf("/settings", null, organizations, null)).toEqual({ kind: "personal" });
  });

  it("keeps a choice on the same kind of page", () => {
    expect(destinationOf("/pricing", birds)).toBe("/pricing?org=early-birds");
    expect(destinationOf("/pricing", null)).toBe("/pricing");
    expect(destinationOf("/orgs/acme/billing", birds)).toBe("/orgs/early-birds/billing");
    expect(destinationOf("/billing", null)).toBe("/billing");
    expect(destinationOf("/settings", acme)).toBe("/orgs/acme");
    expect(destinationOf("/orgs/acme", null)).toBe("/");
  });
});

describe("the switcher's button, as the server draws it and the browser redraws it", () => {
  const props = { organizations, activeId: null, user, canCreate: true };

  it("names the organization of the page, with its logo", () => {
    const { trigger } = switcherView(t, props, "/orgs/early-birds", null);
    expect(trigger).toMatchObject({ label: "Switch account", name: "Early Birds", caption: undefined });
    expect(trigger.avatar).toMatchObject({ props: { src: birds.logo, name: "Early Birds", shape: "square" } });
  });

  it("says whom purchases are for on pricing and billing pages", () => {
    expect(switcherView(t, props, "/pricing", null).trigger).toMatchObject({ name: "Personal account", caption: "Purchases for" });
    expect(switcherView(t, props, "/orgs/acme/billing", null).trigger).toMatchObject({ name: "Acme", caption: "Purchases for" });
    expect(switcherView(t, props, "/pricing", null).trigger.avatar).toMatchObject({ props: { name: "Ada Lovelace", email: user.email } });
  });

  it("is narrower in the phone header", () => {
    expect(switcherView(t, { ...props, compact: true }, "/", null).trigger.className).toBe("max-w-40");
    expect(switcherView(t, props, "/", null).trigger.className).toBeUndefined();
  });
});
