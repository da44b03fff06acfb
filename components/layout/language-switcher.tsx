"use client";
/**
 * The header's language menu: the cookie holds the choice and, for a signed-in user, it is also stored as
 * their language. Its button comes drawn from the server (triggers.tsx); the menu's code loads on first intent
 * (deferred.tsx).
 */
import type { ReactElement } from "react";
import { Deferred } from "@/components/ui/deferred";
import type { LanguageSwitcherProps } from "./language-menu";

const load = () => import("./language-menu").then((m) => m.LanguageMenu);

export function LanguageSwitcher({ trigger, ...props }: LanguageSwitcherProps & { trigger: ReactElement<Record<string, unknown>> }) {
  return <Deferred load={load} props={props} trigger={trigger} />;
}
