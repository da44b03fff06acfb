"use client";
/**
 * The choices every menu offers (language, theme) and what choosing does, shared by the header's language
 * menu, the account menu and the mobile sheet.
 */
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { publicAuth } from "@/lib/auth/browser/public-client";
import { LOCALE_COOKIE, codeOf, isLocale, type Locale } from "@/lib/i18n/locales";
import { applyTheme, parseTheme, type Theme } from "@/lib/theme";

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

/**
 * The theme a menu shows and sets: read again from the cookie when the menu opens (`reread`, for a change made
 * in another menu of this page), and applied and shown when chosen.
 */
export function useThemeChoice(initial: Theme) {
  const [theme, setTheme] = useState(initial);
  function choose(value: Theme) {
    applyTheme(parseTheme(value));
    setTheme(value);
  }
  return { theme, choose, reread: () => setTheme(currentTheme()) };
}

/** The theme stored in the cookie. */
function currentTheme(): Theme {
  const match = document.cookie.match(/(?:^|; )theme=([^;]*)/);
  return parseTheme(match?.[1]);
}
