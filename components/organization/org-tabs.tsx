"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";

export function OrgTabs({ slug, canManage }: { slug: string; canManage: boolean }) {
  const t = useTranslations("org.nav");
  const pathname = usePathname();
  const base = `/orgs/${slug}`;
  const tabs = [
    { href: base, label: t("overview") },
    { href: `${base}/members`, label: t("members") },
    { href: `${base}/invitations`, label: t("invitations") },
    { href: `${base}/teams`, label: t("teams") },
    { href: `${base}/billing`, label: t("billing") },
    ...(canManage ? [{ href: `${base}/activity`, label: t("activity") }] : []),
    { href: `${base}/settings`, label: t("settings") },
  ];
  return (
    <nav aria-label={t("overview")} className="flex flex-wrap gap-1 border-b border-zinc-200 dark:border-zinc-800">
      {tabs.map((tab) => {
        const active = pathname === tab.href;
        return (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={active ? "page" : undefined}
            className={`rounded-t-md px-3 py-2 text-sm ${active ? "border-b-2 border-blue-600 font-medium" : "text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100"}`}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
