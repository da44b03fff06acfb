/**
 * The header on every page: logo, the organization switcher and links on the left; language and theme (or
 * the account menu) and the sign-in calls on the right. Below 768 px the links, language and theme move into
 * a sheet. Labels never wrap (whitespace-nowrap) and the long ones live in menus, so the bar keeps one row at
 * 1280 px in every language.
 */
import { AppLink } from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { cookies, headers } from "next/headers";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { THEME_COOKIE, parseTheme } from "@/lib/theme";
import { activeOrganizationIdOf, getServerSession } from "@/lib/auth/server/session";
import { creationAllowance } from "@/lib/organization/creation";
import { listUserOrganizations } from "@/lib/organization/queries";
import { isOperatorRole } from "@/lib/admin/roles";
import { localeNames, type Locale } from "@/lib/i18n/locales";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { switcherView, type OrgSwitcherProps } from "@/components/organization/org-switcher-view";
import { REQUEST_PATH_HEADER } from "@/lib/request-path";
import { AccountTrigger, OrgTrigger } from "./account-triggers";
import { AccountMenuSlot, OrgSwitcherSlot } from "./signed-in-controls";
import { ACCOUNT_LINKS, MEMBER_LINKS, OPERATOR_LINKS, PUBLIC_LINKS } from "./nav-links";
import { ThemeSwitcher } from "./theme-switcher";
import { LanguageTrigger, MenuTrigger, ThemeTrigger } from "./triggers";

export async function Header() {
  const [t, tn, locale, session, jar, requestHeaders] = await Promise.all([
    getTranslations("common"),
    getTranslations("nav"),
    getLocale(),
    getServerSession(),
    cookies(),
    headers(),
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
            <SignedInSwitcher
              tn={tn}
              requestPath={requestHeaders.get(REQUEST_PATH_HEADER) ?? "/"}
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
                <AccountMenuSlot user={user} locale={locale} theme={theme} operator={operator}>
                  <AccountTrigger label={tn("account")} name={user.name} email={user.email} image={user.image} />
                </AccountMenuSlot>
              </div>
            </>
          ) : (
            <>
              <div className="hidden items-center gap-0.5 md:flex">
                <LanguageSwitcher
                  current={locale}
                  signedIn={false}
                  trigger={<LanguageTrigger label={`${t("language")}: ${localeNames[locale as Locale] ?? locale}`} code={locale} />}
                />
                <ThemeSwitcher theme={theme} trigger={<ThemeTrigger label={`${tn("theme")}: ${tn(`themes.${theme}`)}`} theme={theme} />} />
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
              trigger={<MenuTrigger label={tn("menu")} />}
            />
          </div>
        </div>
      </nav>
    </header>
  );
}

/**
 * The organization switcher, drawn here for the page asked for (the header is not drawn again on client-side
 * navigations: by then the switcher itself has come in place of this drawing and follows the address).
 */
function SignedInSwitcher({
  tn,
  requestPath,
  ...props
}: OrgSwitcherProps & { tn: (key: "personal" | "purchasesFor" | "switcher") => string; requestPath: string }) {
  const url = new URL(`http://localhost${requestPath}`);
  const { trigger } = switcherView(tn, props, url.pathname, url.searchParams.get("org"));
  return (
    <OrgSwitcherSlot {...props}>
      <OrgTrigger {...trigger} />
    </OrgSwitcherSlot>
  );
}
