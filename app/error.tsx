"use client";
/**
 * A page that failed while rendering: say so in the visitor's language, offer a retry and the way home.
 * This file is part of every page's first-load JavaScript, so it styles with buttonVariants only (no Button,
 * which brings class merging and the spinner).
 */
import { RotateCcw } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { StatusPage } from "@/components/layout/status-page";
import { buttonVariants } from "@/components/ui/button-variants";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errorPage");
  useEffect(() => console.error(error), [error]);
  return (
    <StatusPage
      code="500"
      title={t("title")}
      text={t("text")}
      actions={
        <>
          <button type="button" onClick={reset} className={buttonVariants()}>
            <RotateCcw aria-hidden />
            {t("retry")}
          </button>
          <Link href="/" className={buttonVariants({ variant: "outline" })}>
            {t("back")}
          </Link>
        </>
      }
    >
      {error.digest && <p className="mt-4 font-mono text-xs text-muted-foreground">{t("reference", { digest: error.digest })}</p>}
    </StatusPage>
  );
}
