"use client";
/** The phone menu (a Radix sheet): links, language, theme and the account, loaded by <MobileMenu>. */
import { LogOut } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { themes, type Theme } from "@/lib/theme";
import { localeNames, locales } from "@/lib/i18n/locales";
import { useFocusOnMount, type DeferredProps } from "@/components/ui/deferred";
import type { NavLinkSpec } from "./nav-links";
import { MenuTrigger, ThemeIcon } from "./triggers";
import { UserIdentity } from "./user-identity";
import { useChooseLocale, useThemeChoice } from "./use-preferences";
import { useSignOut } from "./use-sign-out";

export type MobileMenuProps = {
  links: readonly NavLinkSpec[];
  user: { name: string; email: string; image?: string | null } | null;
  locale: string;
  theme: Theme;
};

const choiceClasses =
  "rounded-md border px-2.5 py-1.5 text-sm transition-colors hover:bg-accent aria-pressed:border-primary aria-pressed:bg-primary/10 aria-pressed:font-medium";

export function MobileMenuContent({ links, user, locale, theme: initial, initiallyOpen, focusTrigger }: MobileMenuProps & DeferredProps) {
  const t = useTranslations("nav");
  const tc = useTranslations("common");
  const [open, setOpen] = useState(initiallyOpen);
  const { theme, choose: chooseTheme, reread } = useThemeChoice(initial);
  const { choose, pending } = useChooseLocale(Boolean(user));
  const signOut = useSignOut();
  const pathname = usePathname();
  const ref = useFocusOnMount<HTMLButtonElement>(focusTrigger);
  // A followed link closes the sheet (but mounting does not: it may mount open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) setOpen(false);
    shownPath.current = pathname;
  }, [pathname]);
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) reread();
      }}
    >
      <SheetTrigger asChild>
        <MenuTrigger ref={ref} label={t("menu")} />
      </SheetTrigger>
      <SheetContent closeLabel={t("close")} aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>{t("menu")}</SheetTitle>
        </SheetHeader>
        {user && (
          <div className="flex items-center gap-3 rounded-lg border bg-card p-3">
            <UserIdentity user={user} />
          </div>
        )}
        <nav aria-label={t("mainNav")} className="grid gap-0.5">
          {links.map(([href, key]) => (
            <Link
              key={href}
              href={href}
              aria-current={pathname === href || pathname.startsWith(`${href}/`) ? "page" : undefined}
              className="rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent aria-[current=page]:bg-accent"
            >
              {tc(key)}
            </Link>
          ))}
        </nav>
        {!user && (
          <div className="grid gap-2">
            <Button asChild variant="outline">
              <Link href="/sign-in">{tc("signIn")}</Link>
            </Button>
            <Button asChild>
              <Link href="/sign-up">{tc("signUp")}</Link>
            </Button>
          </div>
        )}
        <Separator />
        <fieldset className="grid gap-2" disabled={pending}>
          <legend className="mb-2 text-xs font-medium text-muted-foreground">{tc("language")}</legend>
          <div className="grid grid-cols-2 gap-1.5">
            {locales.map((l) => (
              <button
                key={l}
                type="button"
                lang={l}
                aria-pressed={l === locale}
                onClick={() => choose(l)}
                className={cx(choiceClasses, "text-left")}
              >
                {localeNames[l]}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-xs font-medium text-muted-foreground">{t("theme")}</legend>
          <div className="grid grid-cols-3 gap-1.5">
            {themes.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={value === theme}
                onClick={() => chooseTheme(value)}
                className={cx(choiceClasses, "flex items-center justify-center gap-1.5 [&_svg]:size-4")}
              >
                <ThemeIcon theme={value} />
                {t(`themes.${value}`)}
              </button>
            ))}
          </div>
        </fieldset>
        {user && (
          <>
            <Separator />
            <Button variant="outline" onClick={signOut}>
              <LogOut />
              {tc("signOut")}
            </Button>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
