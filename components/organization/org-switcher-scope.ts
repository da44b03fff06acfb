/**
 * Whose space a page shows, read from its address, and where choosing another account leads: the
 * organization switcher shows the organization of /orgs/[slug]/… pages; pricing and billing pages act for
 * one account (the person, or ?org= / the organization's billing tab), so the switcher names that account as
 * the buyer and a choice stays on the same kind of page.
 */
export type SwitcherOrg = { id: string; name: string; slug: string; logo?: string | null };

export type Scope = { kind: "org"; org: SwitcherOrg } | { kind: "personal" };

export type PageKind = "pricing" | "billing" | "org" | "other";

export function pageKindOf(pathname: string): PageKind {
  if (pathname === "/pricing" || pathname.startsWith("/pricing/")) return "pricing";
  if (pathname === "/billing" || pathname.startsWith("/billing/") || /^\/orgs\/[^/]+\/billing(\/|$)/.test(pathname)) return "billing";
  if (pathname.startsWith("/orgs/")) return "org";
  return "other";
}

export function scopeOf(pathname: string, orgParam: string | null, organizations: SwitcherOrg[], activeId: string | null): Scope {
  const bySlug = (slug: string | null | undefined) => organizations.find((o) => o.slug === slug);
  const slug = pathname.match(/^\/orgs\/([^/]+)/)?.[1];
  const kind = pageKindOf(pathname);
  const org =
    slug !== undefined
      ? bySlug(decodeURIComponent(slug))
      : kind === "pricing"
        ? bySlug(orgParam)
        : kind === "billing"
          ? undefined
          : organizations.find((o) => o.id === activeId);
  return org ? { kind: "org", org } : { kind: "personal" };
}

/** Where a choice in the switcher leads from this page. */
export function destinationOf(pathname: string, org: SwitcherOrg | null): string {
  const kind = pageKindOf(pathname);
  if (kind === "pricing") return org ? `/pricing?org=${encodeURIComponent(org.slug)}` : "/pricing";
  if (kind === "billing") return org ? `/orgs/${encodeURIComponent(org.slug)}/billing` : "/billing";
  return org ? `/orgs/${encodeURIComponent(org.slug)}` : "/";
}
