"use client";
/**
 * The choices every menu offers (language, theme) and what choosing does, shared by the header's language
 * menu, the account menu and the mobile sheet.
 */
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { publicAuth } from "@/lib/auth/browser/public-client";
import { LOCALE_COOKIE, codeOf, isLocale, type Locale } from "@/lib/i18n/locales";
import { applyTheme, parseTheme, type Theme } from "@/components/ui/theme";

/** Saves a language in the cookie and, for a signed-in user, as their stored language; then re-renders. */
export function useChooseLocale(signedIn: boolean) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  function choose(next: string) {
    if (!isLocale(next)) return;
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
    startTransition(async () => {
      if (signedIn) await publicAuth.updateUser({ locale: codeOf(next as Locale) });
      router.refresh();
    });
  }
  return { choose, pending };
}

/** The theme stored in the cookie, for menus opened after a change on this page. */
export function currentTheme(): Theme {
  const match = document.cookie.match(/(?:^|; )theme=([^;]*)/);
  return parseTheme(match?.[1]);
}

export function chooseTheme(value: string) {
  applyTheme(parseTheme(value));
}
