"use client";
/**
 * The settings sections: a column beside the content from 768 px, a row of tabs that scrolls sideways on a
 * phone. Links, not tabs: each section is its own page, so it can be bookmarked and loads only its own data.
 */
import { KeyRound, KeySquare, Link2, TriangleAlert, UserRound } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { sideNavClass, sideNavLinkClass, sideNavRowClass } from "@/components/ui/side-nav";
import { LinkIcon } from "@/components/ui/link-icon";
import { useCurrentIntoView } from "@/components/ui/use-current-into-view";

const SECTIONS = [
  { href: "/settings", key: "profile", Icon: UserRound },
  { href: "/settings/security", key: "security", Icon: KeyRound },
  { href: "/settings/accounts", key: "accounts", Icon: Link2 },
  { href: "/settings/api-keys", key: "apiKeys", Icon: KeySquare },
  { href: "/settings/danger", key: "danger", Icon: TriangleAlert },
] as const;

export function SettingsNav() {
  const t = useTranslations("settings.nav");
  const pathname = usePathname();
  const current = useCurrentIntoView<HTMLAnchorElement>(pathname);
  return (
    <nav aria-label={t("label")} className={sideNavClass}>
      <ul className={sideNavRowClass}>
        {SECTIONS.map(({ href, key, Icon }) => (
          <li key={href}>
            <Link
              ref={pathname === href ? current : undefined}
              href={href}
              aria-current={pathname === href ? "page" : undefined}
              className={sideNavLinkClass(key === "danger" ? "danger" : "default")}
            >
              <LinkIcon Icon={Icon} className={key === "danger" ? "text-danger" : undefined} />
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
