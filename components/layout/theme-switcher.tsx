"use client";
/**
 * The header's theme menu for visitors who are not signed in (signed-in people find it in the account menu). Its
 * button comes drawn from the server (triggers.tsx); the menu's code loads on first intent (deferred.tsx).
 */
import type { ReactElement } from "react";
import type { Theme } from "@/lib/theme";
import { Deferred } from "@/components/ui/deferred";

const load = () => import("./theme-menu").then((m) => m.ThemeMenu);

export function ThemeSwitcher({ theme, trigger }: { theme: Theme; trigger: ReactElement<Record<string, unknown>> }) {
  return <Deferred load={load} props={{ theme }} trigger={trigger} />;
}
