/**
 * The header on every page: logo, the organization switcher and links on the left; language and theme (or
 * the account menu) and the sign-in calls on the right. Below 768 px the links, language and theme move into
 * a sheet. Labels never wrap (whitespace-nowrap) and the long ones live in menus, so the bar keeps one row at
 * 1280 px in every language.
 */
import { AppLink } from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { cookies } from "next/headers";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { THEME_COOKIE, parseTheme } from "@/components/ui/theme";
import { activeOrganizationIdOf, getServerSession } from "@/lib/auth/server/session";
import { creationAllowance } from "@/lib/organization/creation";
import { listUserOrganizations } from "@/lib/organization/queries";
import { isOperatorRole } from "@/lib/admin/roles";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { AccountMenu, OrgSwitcher } from "./signed-in-controls";
import { ACCOUNT_LINKS, MEMBER_LINKS, OPERATOR_LINKS, PUBLIC_LINKS } from "./nav-links";
import { ThemeSwitcher } from "./theme-switcher";

export async function Header() {
  const [t, tn, locale, session, jar] = await Promise.all([
    getTranslations("common"),
    getTranslations("nav"),
    getLocale(),
    getServerSession(),
    cookies(),
  ]);
  const theme = parseTheme(jar.get(THEME_COOKIE)?.value);
  const organizations = session ? await listUserOrganizations(session.user.id) : [];
  const user = session ? { name: session.user.name, email: session.user.email, image: session.user.image } : null;
  const links = session ? [...PUBLIC_LINKS, ...MEMBER_LINKS] : PUBLIC_LINKS;
  // Not while acting as someone else: the console refuses an impersonation session.
  const operator =
    isOperatorRole((session?.user as { role?: unknown } | undefined)?.role) &&
    !(session?.session as { impersonatedBy?: string | null } | undefined)?.impersonatedBy;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <nav aria-label={tn("mainNav")} className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <AppLink href="/" className="mr-1 flex shrink-0 items-center rounded-md" aria-label={`${t("appName")} – ${t("home")}`}>
          <Logo name={t("appName")} className="max-sm:[&>span:last-child]:sr-only" />
        </AppLink>
        {session && user && (
          <>
            <span aria-hidden className="mx-1 hidden h-5 w-px rotate-12 bg-border sm:block" />
            <OrgSwitcher
              organizations={organizations}
              activeId={activeOrganizationIdOf(session)}
              user={user}
              canCreate={creationAllowance(organizations.length).allowed}
            />
          </>
        )}
        <div className="ml-2 hidden items-center gap-0.5 md:flex">
          {links.map(([href, key]) => (
            <NavLink key={href} href={href}>
              {t(key)}
            </NavLink>
          ))}
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-1.5">
          {user ? (
            <>
              <div className="hidden md:block">
                <AccountMenu user={user} locale={locale} theme={theme} operator={operator} />
              </div>
            </>
          ) : (
            <>
              <div className="hidden items-center gap-0.5 md:flex">
                <LanguageSwitcher current={locale} signedIn={false} />
                <ThemeSwitcher theme={theme} />
              </div>
              <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
                <AppLink href="/sign-in">{t("signIn")}</AppLink>
              </Button>
              <Button asChild size="sm">
                <AppLink href="/sign-up">{t("signUp")}</AppLink>
              </Button>
            </>
          )}
          <div className="md:hidden">
            <MobileMenu
              links={user ? [...links, ...ACCOUNT_LINKS, ...(operator ? OPERATOR_LINKS : [])] : links}
              user={user}
              locale={locale}
              theme={theme}
            />
          </div>
        </div>
      </nav>
    </header>
  );
}
