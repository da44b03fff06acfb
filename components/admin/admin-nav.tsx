"use client";
/**
 * The console's side navigation, read from nav-config.ts: a column of grouped links beside the content from
 * 768 px, a row that scrolls sideways on a phone.
 */
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { sideNavClass, sideNavLinkClass, sideNavRowClass } from "@/components/ui/side-nav";
import { LinkIcon } from "@/components/ui/link-icon";
import { useCurrentIntoView } from "@/components/ui/use-current-into-view";
import { messageOr } from "@/lib/i18n/message-or";
import { ADMIN_NAV, sectionOf } from "./nav-config";

export function AdminNav() {
  const t = useTranslations("admin.nav");
  const pathname = usePathname();
  const current = sectionOf(pathname);
  const currentLink = useCurrentIntoView<HTMLAnchorElement>(pathname);
  return (
    <nav aria-label={t("label")} className={sideNavClass}>
      <div className={`${sideNavRowClass} md:gap-4`}>
        {ADMIN_NAV.map((group) => {
          const sections = group.sections.filter((s) => s.ready);
          if (sections.length === 0) return null;
          const headingId = `admin-nav-${group.key}`;
          return (
            <div key={group.key} className="contents md:grid md:gap-1">
              <h2 id={headingId} className="sr-only px-3 text-xs font-medium text-muted-foreground md:not-sr-only">
                {t(`groups.${group.key}`)}
              </h2>
              <ul aria-labelledby={headingId} className="flex gap-1 md:flex-col">
                {sections.map(({ href, key, Icon }) => (
                  <li key={href}>
                    <Link
                      ref={current?.href === href ? currentLink : undefined}
                      href={href}
                      aria-current={current?.href === href ? "page" : undefined}
                      className={sideNavLinkClass()}
                    >
                      <LinkIcon Icon={Icon} />
                      {messageOr(t, key, key)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
