"use client";
/** The theme menu (light, dark, system), loaded on first intent by <ThemeSwitcher>. */
import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { themes, type Theme } from "@/components/ui/theme";
import { useFocusOnMount, type DeferredProps } from "./deferred";
import { ThemeIcon, ThemeTrigger } from "./triggers";
import { chooseTheme, currentTheme } from "./use-preferences";

export function ThemeMenu({ theme: initial, initiallyOpen, focusTrigger }: { theme: Theme } & DeferredProps) {
  const t = useTranslations("nav");
  const [theme, setTheme] = useState(initial);
  const ref = useFocusOnMount<HTMLButtonElement>(focusTrigger);
  return (
    <DropdownMenu defaultOpen={initiallyOpen} modal={false} onOpenChange={(open) => open && setTheme(currentTheme())}>
      <DropdownMenuTrigger asChild>
        <ThemeTrigger ref={ref} label={`${t("theme")}: ${t(`themes.${theme}`)}`} theme={theme} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        <DropdownMenuLabel>{t("theme")}</DropdownMenuLabel>
        <ThemeItems
          theme={theme}
          choose={(value) => {
            chooseTheme(value);
            setTheme(value);
          }}
        />
      </DropdownMenuContent>
    </DropdownMenu>
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
