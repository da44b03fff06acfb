"use client";
/** The phone header's menu button; the sheet's code loads on first intent (deferred.tsx). */
import { useTranslations } from "next-intl";
import { Deferred } from "@/components/ui/deferred";
import type { MobileMenuProps } from "./mobile-menu-content";
import { MenuTrigger } from "./triggers";

const load = () => import("./mobile-menu-content").then((m) => m.MobileMenuContent);

export function MobileMenu(props: MobileMenuProps) {
  const t = useTranslations("nav");
  return <Deferred load={load} props={props} trigger={<MenuTrigger label={t("menu")} />} />;
}
