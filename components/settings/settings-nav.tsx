"use client";
/**
 * The settings sections: a column beside the content from 768 px, a row of tabs that scrolls sideways on a
 * phone. Links, not tabs: each section is its own page, so it can be bookmarked and loads only its own data.
 */
import { KeyRound, KeySquare, Link2, TriangleAlert, UserRound } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { sideNavLinkClass } from "@/components/ui/side-nav";
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
    <nav aria-label={t("label")} className="-mx-4 overflow-x-auto border-b px-4 md:mx-0 md:overflow-visible md:border-b-0 md:px-0">
      <ul className="flex gap-1 md:flex-col">
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
