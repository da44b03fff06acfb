"use client";
/** The account menu itself (who is signed in, settings, language, theme, sign out), loaded by <AccountMenu>. */
import { Inbox, Languages, LogOut, Settings, ShieldCheck } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { Theme } from "@/lib/theme";
import { localeNames, type Locale } from "@/lib/i18n/locales";
import { useFocusOnMount, type DeferredProps } from "@/components/ui/deferred";
import { LanguageItems } from "./language-menu";
import { AccountTrigger } from "./account-triggers";
import { ThemeIcon } from "./triggers";
import { ThemeItems } from "./theme-menu";
import { UserIdentity } from "./user-identity";
import { useChooseLocale, useThemeChoice } from "./use-preferences";
import { useSignOut } from "./use-sign-out";

export type AccountMenuProps = {
  user: { name: string; email: string; image?: string | null };
  locale: string;
  theme: Theme;
  /** An operator sees the way into the console. */
  operator?: boolean;
};

export function AccountMenuContent({
  user,
  locale,
  theme: initial,
  operator,
  initiallyOpen,
  focusTrigger,
}: AccountMenuProps & DeferredProps) {
  const t = useTranslations("nav");
  const tc = useTranslations("common");
  const { choose, pending } = useChooseLocale(true);
  const signOut = useSignOut();
  const { theme, choose: chooseTheme, reread } = useThemeChoice(initial);
  const ref = useFocusOnMount<HTMLButtonElement>(focusTrigger);
  return (
    <DropdownMenu defaultOpen={initiallyOpen} modal={false} onOpenChange={(open) => open && reread()}>
      <DropdownMenuTrigger asChild>
        <AccountTrigger ref={ref} label={t("account")} name={user.name} email={user.email} image={user.image} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 py-2 font-normal text-foreground">
          <UserIdentity user={user} />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link href="/settings">
              <Settings />
              {tc("settings")}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href="/invitations">
              <Inbox />
              {tc("invitations")}
            </Link>
          </DropdownMenuItem>
          {operator && (
            <DropdownMenuItem asChild>
              <Link href="/admin">
                <ShieldCheck />
                {tc("admin")}
              </Link>
            </DropdownMenuItem>
          )}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuSub>
          <DropdownMenuSubTrigger disabled={pending}>
            <Languages />
            {tc("language")}
            <span className="ml-auto text-xs text-muted-foreground">{localeNames[locale as Locale]}</span>
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <LanguageItems current={locale} choose={choose} />
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <ThemeIcon theme={theme} />
            {t("theme")}
            <span className="ml-auto text-xs text-muted-foreground">{t(`themes.${theme}`)}</span>
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <ThemeItems theme={theme} choose={chooseTheme} />
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut />
          {tc("signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
