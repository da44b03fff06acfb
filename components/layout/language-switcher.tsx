"use client";
/**
 * The header's language menu: the cookie holds the choice and, for a signed-in user, it is also stored as
 * their language. The menu's code loads on first intent (deferred.tsx).
 */
import { useTranslations } from "next-intl";
import { localeNames, type Locale } from "@/lib/i18n/locales";
import { Deferred } from "@/components/ui/deferred";
import type { LanguageSwitcherProps } from "./language-menu";
import { LanguageTrigger } from "./triggers";

const load = () => import("./language-menu").then((m) => m.LanguageMenu);

export function LanguageSwitcher(props: LanguageSwitcherProps) {
  const t = useTranslations("common");
  const label = `${t("language")}: ${localeNames[props.current as Locale] ?? props.current}`;
  return <Deferred load={load} props={props} trigger={<LanguageTrigger label={label} code={props.current} />} />;
}
