"use client";
/**
 * What app/error.tsx shows once loaded: the page failed while rendering, said in the visitor's language, with a
 * retry, the way home and the error's reference. Styled with buttonVariants only (no Button, which brings class
 * merging and the spinner).
 */
import { RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatusPage } from "@/components/layout/status-page";
import { AppLink } from "@/components/ui/app-link";
import { buttonVariants } from "@/components/ui/button-variants";

export function ErrorPageBody({ digest, reset }: { digest?: string; reset: () => void }) {
  const t = useTranslations("errorPage");
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
          <AppLink href="/" className={buttonVariants({ variant: "outline" })}>
            {t("back")}
          </AppLink>
        </>
      }
    >
      {digest && <p className="mt-4 font-mono text-xs text-muted-foreground">{t("reference", { digest })}</p>}
    </StatusPage>
  );
}
