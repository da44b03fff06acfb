"use client";
/** The header's theme menu for visitors who are not signed in (signed-in people find it in the account menu). */
import { useTranslations } from "next-intl";
import type { Theme } from "@/components/ui/theme";
import { Deferred } from "@/components/ui/deferred";
import { ThemeTrigger } from "./triggers";

const load = () => import("./theme-menu").then((m) => m.ThemeMenu);

export function ThemeSwitcher({ theme }: { theme: Theme }) {
  const t = useTranslations("nav");
  return (
    <Deferred load={load} props={{ theme }} trigger={<ThemeTrigger label={`${t("theme")}: ${t(`themes.${theme}`)}`} theme={theme} />} />
  );
}
