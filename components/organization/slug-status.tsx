"use client";
import { Check, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import type { SlugState } from "./use-slug-check";

/** The line under a slug field: the address it gives, or whether the server is checking it / has it free. */
export function SlugStatus({ state, slug }: { state: SlugState; slug: string }) {
  const t = useTranslations("org.create");
  if (state === "checking")
    return (
      <span className="inline-flex items-center gap-1.5" aria-live="polite">
        <Loader2 className="size-3.5 animate-spin" aria-hidden />
        {t("checking")}
      </span>
    );
  if (state === "free")
    return (
      <span className="inline-flex items-center gap-1.5 text-success" aria-live="polite">
        <Check className="size-3.5" aria-hidden />
        {t("slugAvailable")}
      </span>
    );
  return <span className="[overflow-wrap:anywhere]">{t("slugHint", { slug: slug || "…" })}</span>;
}
