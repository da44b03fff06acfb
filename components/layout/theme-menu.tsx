"use client";
/** The theme menu (light, dark, system), loaded on first intent by <ThemeSwitcher>. */
import { useTranslations } from "next-intl";
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from "@/components/ui/dropdown-menu";
import { themes, type Theme } from "@/lib/theme";
import { useFocusOnMount, type DeferredProps } from "@/components/ui/deferred";
import { HeaderMenu } from "./header-menu";
import { ThemeIcon, ThemeTrigger } from "./triggers";
import { useThemeChoice } from "./use-preferences";

export function ThemeMenu({ theme: initial, initiallyOpen, focusTrigger }: { theme: Theme } & DeferredProps) {
  const t = useTranslations("nav");
  const { theme, choose, reread } = useThemeChoice(initial);
  const ref = useFocusOnMount<HTMLButtonElement>(focusTrigger);
  return (
    <HeaderMenu
      initiallyOpen={initiallyOpen}
      onOpen={reread}
      trigger={<ThemeTrigger ref={ref} label={`${t("theme")}: ${t(`themes.${theme}`)}`} theme={theme} />}
      label={t("theme")}
      className="min-w-40"
    >
      <ThemeItems theme={theme} choose={choose} />
    </HeaderMenu>
  );
}

export function ThemeItems({ theme, choose }: { theme: Theme; choose: (theme: Theme) => void }) {
  const t = useTranslations("nav");
  return (
    <DropdownMenuRadioGroup value={theme} onValueChange={(v) => choose(v as Theme)}>
      {themes.map((value) => (
        <DropdownMenuRadioItem key={value} value={value}>
          <ThemeIcon theme={value} />
          {t(`themes.${value}`)}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}
