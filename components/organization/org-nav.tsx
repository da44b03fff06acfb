"use client";
/**
 * The sections of an organization: a column beside the page from 768 px on, a row of tabs above it on a
 * phone (scrolling sideways, with the current one brought into view). The activity log and single sign-on are
 * listed for owners and admins only, the only ones who may use them.
 */
import { CreditCard, History, KeyRound, LayoutDashboard, Mail, Network, Settings, Users, Webhook, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { sideNavLinkClass } from "@/components/ui/side-nav";
import { LinkIcon } from "@/components/ui/link-icon";
import { useCurrentIntoView } from "@/components/ui/use-current-into-view";

type Section = {
  path: string;
  key: "overview" | "members" | "invitations" | "teams" | "billing" | "activity" | "webhooks" | "sso" | "settings";
  Icon: LucideIcon;
};

const SECTIONS: Section[] = [
  { path: "", key: "overview", Icon: LayoutDashboard },
  { path: "/members", key: "members", Icon: Users },
  { path: "/invitations", key: "invitations", Icon: Mail },
  { path: "/teams", key: "teams", Icon: Network },
  { path: "/billing", key: "billing", Icon: CreditCard },
  { path: "/activity", key: "activity", Icon: History },
  { path: "/webhooks", key: "webhooks", Icon: Webhook },
  { path: "/sso", key: "sso", Icon: KeyRound },
  { path: "/settings", key: "settings", Icon: Settings },
];

export function OrgNav({ slug, canManage }: { slug: string; canManage: boolean }) {
  const t = useTranslations("org.nav");
  const pathname = usePathname();
  const current = useCurrentIntoView<HTMLAnchorElement>(pathname);
  const base = `/orgs/${slug}`;

  return (
    <nav aria-label={t("label")} className="-mx-4 border-b px-4 sm:-mx-6 sm:px-6 md:mx-0 md:w-52 md:shrink-0 md:border-0 md:px-0">
      <ul className="flex gap-1 overflow-x-auto [scrollbar-width:none] md:flex-col md:overflow-visible">
        {
          // Outbound webhooks are owners' and admins' too.
          SECTIONS.filter((s) => s.key !== "webhooks" || canManage)
            .filter((s) => (s.key !== "activity" && s.key !== "sso") || canManage)
            .map(({ path, key, Icon }) => {
              const href = base + path;
              const active = path === "" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
              return (
                <li key={key} className="shrink-0">
                  <Link
                    ref={active ? current : undefined}
                    href={href}
                    aria-current={active ? "page" : undefined}
                    className={sideNavLinkClass()}
                  >
                    <LinkIcon Icon={Icon} />
                    {t(key)}
                  </Link>
                </li>
              );
            })
        }
      </ul>
    </nav>
  );
}
