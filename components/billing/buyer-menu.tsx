"use client";
/**
 * "Buy for another account" on the pricing page. The menu (a Radix dropdown, most of the page's JavaScript) loads
 * on first intent, as the header's menus do (components/ui/deferred.tsx): the page ships a plain button that
 * looks the same.
 */
import { useTranslations } from "next-intl";
import { Deferred } from "@/components/ui/deferred";
import type { BuyerChoice } from "./buyer";
import { BuyerTrigger } from "./buyer-trigger";

const load = () => import("./buyer-menu-content").then((m) => m.BuyerMenuContent);

export function BuyerMenu({ choices }: { choices: BuyerChoice[] }) {
  const t = useTranslations("billing");
  return <Deferred load={load} props={{ choices }} trigger={<BuyerTrigger label={t("changeBuyer")} />} />;
}
