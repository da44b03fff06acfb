/**
 * The console's sections, in the order the side navigation shows them, grouped. A section is a page under
 * /admin; its label is `admin.nav.<key>` in messages/*.json. Adding a section is adding a line here and its
 * page under app/(admin)/admin/: the layout and the navigation read this list and need no change.
 * A section whose page does not exist yet is listed with `ready: false` and not shown.
 */
import {
  ChartLine,
  Gauge,
  Globe,
  KeyRound,
  LayoutDashboard,
  Package,
  Building2,
  Receipt,
  RefreshCw,
  ScrollText,
  Send,
  ShieldCheck,
  UserRoundSearch,
  Users,
  Webhook,
  type LucideIcon,
} from "lucide-react";

/** A section's label: a key of `admin.nav` in messages/*.json (add both together). */
export type AdminSectionKey =
  | "overview"
  | "users"
  | "organizations"
  | "scim"
  | "sso"
  | "ssoDomains"
  | "catalogue"
  | "customers"
  | "subscriptions"
  | "orders"
  | "meters"
  | "revenue"
  | "webhooks"
  | "outboundWebhooks"
  | "audit";

export type AdminSection = {
  href: string;
  key: AdminSectionKey;
  Icon: LucideIcon;
  /** False until the section's page exists. */
  ready: boolean;
};

export type AdminSectionGroup = { key: "people" | "billing" | "records"; sections: AdminSection[] };

export const ADMIN_NAV: AdminSectionGroup[] = [
  {
    key: "people",
    sections: [
      { href: "/admin", key: "overview", Icon: LayoutDashboard, ready: true },
      { href: "/admin/users", key: "users", Icon: Users, ready: true },
      { href: "/admin/organizations", key: "organizations", Icon: Building2, ready: true },
      { href: "/admin/scim", key: "scim", Icon: KeyRound, ready: true },
      { href: "/admin/sso", key: "sso", Icon: ShieldCheck, ready: true },
      { href: "/admin/sso/domains", key: "ssoDomains", Icon: Globe, ready: true },
    ],
  },
  {
    key: "billing",
    sections: [
      { href: "/admin/catalogue", key: "catalogue", Icon: Package, ready: true },
      { href: "/admin/customers", key: "customers", Icon: UserRoundSearch, ready: true },
      { href: "/admin/subscriptions", key: "subscriptions", Icon: RefreshCw, ready: true },
      { href: "/admin/orders", key: "orders", Icon: Receipt, ready: true },
      { href: "/admin/meters", key: "meters", Icon: Gauge, ready: true },
      { href: "/admin/revenue", key: "revenue", Icon: ChartLine, ready: true },
      { href: "/admin/webhooks", key: "webhooks", Icon: Webhook, ready: true },
      { href: "/admin/developers/webhooks", key: "outboundWebhooks", Icon: Send, ready: true },
    ],
  },
  {
    key: "records",
    sections: [{ href: "/admin/audit", key: "audit", Icon: ScrollText, ready: true }],
  },
];

/** The section a path belongs to: the longest matching href (so /admin/users/x is Users, not Overview). */
export function sectionOf(pathname: string): AdminSection | undefined {
  const all = ADMIN_NAV.flatMap((g) => g.sections);
  return all
    .filter((s) => pathname === s.href || (s.href !== "/admin" && pathname.startsWith(`${s.href}/`)))
    .sort((a, b) => b.href.length - a.href.length)[0];
}
