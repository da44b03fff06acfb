import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { activeOrganizationIdOf, getServerSession } from "@/lib/auth/session";
import { LanguageSwitcher } from "./language-switcher";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { OrgSwitcher } from "@/components/organization/org-switcher";
import { listUserOrganizations } from "@/lib/organization/queries";

/** The header's links: to everyone, to signed-in people, to signed-out people (keys of messages "common"). */
const PUBLIC_LINKS = [["/pricing", "pricing"]] as const;
const MEMBER_LINKS = [
  ["/billing", "billing"],
  ["/demo", "demo"],
  ["/invitations", "invitations"],
  ["/settings", "settings"],
] as const;
const GUEST_LINKS = [
  ["/sign-in", "signIn"],
  ["/sign-up", "signUp"],
] as const;

function NavLinks({ links, t }: { links: readonly (readonly [string, string])[]; t: (key: string) => string }) {
  return links.map(([href, key]) => (
    <Link key={href} href={href} className="hover:underline">
      {t(key)}
    </Link>
  ));
}

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
          <NavLinks links={PUBLIC_LINKS} t={t} />
          {session ? (
            <>
              <OrgSwitcher organizations={organizations} activeId={activeOrganizationIdOf(session)} />
              <NavLinks links={MEMBER_LINKS} t={t} />
              <SignOutButton />
            </>
          ) : (
            <NavLinks links={GUEST_LINKS} t={t} />
          )}
        </div>
      </nav>
    </header>
  );
}
