"use client";
/**
 * A page that failed while rendering: the header stays, and the error page's body (error-page-body.tsx) comes
 * from a chunk of its own. This file is part of every page's first-load JavaScript, the body is not; the
 * messages it uses are already in the page. If the body cannot be fetched (the failure may be the network
 * itself), the same words and the retry are shown plainly.
 */
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { ErrorPageBody } from "@/components/layout/error-page-body";
import { buttonVariants } from "@/components/ui/button-variants";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errorPage");
  const [Body, setBody] = useState<typeof ErrorPageBody | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    console.error(error);
    import("@/components/layout/error-page-body").then(
      (m) => setBody(() => m.ErrorPageBody),
      () => setUnreachable(true),
    );
  }, [error]);
  if (Body) return <Body digest={error.digest} reset={reset} />;
  return (
    <div aria-busy={!unreachable} className="flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 text-center">
      {unreachable && (
        <>
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="text-muted-foreground">{t("text")}</p>
          <button type="button" onClick={reset} className={buttonVariants({ variant: "outline" })}>
            {t("retry")}
          </button>
        </>
      )}
    </div>
  );
}
