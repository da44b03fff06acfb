"use client";
/** The language menu itself, loaded on first intent by <LanguageSwitcher> (language-switcher.tsx). */
import { useTranslations } from "next-intl";
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from "@/components/ui/dropdown-menu";
import { localeNames, locales } from "@/lib/i18n/locales";
import { useFocusOnMount, type DeferredProps } from "@/components/ui/deferred";
import { HeaderMenu } from "./header-menu";
import { LanguageTrigger } from "./triggers";
import { useChooseLocale } from "./use-preferences";

export type LanguageSwitcherProps = { current: string; signedIn: boolean };

export function LanguageMenu({ current, signedIn, initiallyOpen, focusTrigger }: LanguageSwitcherProps & DeferredProps) {
  const t = useTranslations("common");
  const { choose, pending } = useChooseLocale(signedIn);
  const ref = useFocusOnMount<HTMLButtonElement>(focusTrigger);
  return (
    <HeaderMenu
      initiallyOpen={initiallyOpen}
      disabled={pending}
      trigger={
        <LanguageTrigger
          ref={ref}
          label={`${t("language")}: ${localeNames[current as keyof typeof localeNames] ?? current}`}
          code={current}
        />
      }
      label={t("language")}
      className="min-w-44"
    >
      <LanguageItems current={current} choose={choose} />
    </HeaderMenu>
  );
}

/** The eight languages as radio items, each in its own language (and marked so for screen readers). */
export function LanguageItems({ current, choose }: { current: string; choose: (locale: string) => void }) {
  return (
    <DropdownMenuRadioGroup value={current} onValueChange={choose}>
      {locales.map((l) => (
        <DropdownMenuRadioItem key={l} value={l} lang={l}>
          {localeNames[l]}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}
