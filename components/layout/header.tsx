import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { activeOrganizationIdOf, getServerSession } from "@/lib/auth/session";
import { LanguageSwitcher } from "./language-switcher";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { OrgSwitcher } from "@/components/organization/org-switcher";
import { listUserOrganizations } from "@/lib/organization/queries";

export async function Header() {
  const [t, locale, session] = await Promise.all([getTranslations("common"), getLocale(), getServerSession()]);
  const organizations = session ? await listUserOrganizations(session.user.id) : [];
  return (
    <header className="border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <nav className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-3" aria-label="Main">
        <Link href="/" className="font-semibold">
          {t("appName")}
        </Link>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <LanguageSwitcher current={locale} signedIn={Boolean(session)} />
          <Link href="/pricing" className="hover:underline">
            {t("pricing")}
          </Link>
          {session ? (
            <>
              <OrgSwitcher organizations={organizations} activeId={activeOrganizationIdOf(session)} />
              <Link href="/billing" className="hover:underline">
                {t("billing")}
              </Link>
              <Link href="/demo" className="hover:underline">
                {t("demo")}
              </Link>
              <Link href="/invitations" className="hover:underline">
                {t("invitations")}
              </Link>
              <Link href="/settings" className="hover:underline">
                {t("settings")}
              </Link>
              <SignOutButton />
            </>
          ) : (
            <>
              <Link href="/sign-in" className="hover:underline">
                {t("signIn")}
              </Link>
              <Link href="/sign-up" className="hover:underline">
                {t("signUp")}
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
