"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useTransition } from "react";
import { publicAuth } from "@/lib/auth/public-client";
import { LOCALE_COOKIE, codeOf, isLocale, localeNames, locales, type Locale } from "@/lib/i18n/locales";

/** Saves the choice in a cookie and, for a signed-in user, as their stored language (its numeric code). */
export function LanguageSwitcher({ current, signedIn }: { current: string; signedIn: boolean }) {
  const t = useTranslations("common");
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();

  function choose(next: Locale) {
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
    startTransition(async () => {
      if (signedIn) await publicAuth.updateUser({ locale: codeOf(next) });
      router.refresh();
    });
  }

  return (
    <span className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t("language")}
      </label>
      <select
        id={id}
        value={current}
        disabled={pending}
        onChange={(e) => isLocale(e.target.value) && choose(e.target.value)}
        className="rounded border border-zinc-300 bg-white px-2 py-1 dark:border-zinc-700 dark:bg-zinc-900"
      >
        {locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {localeNames[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
