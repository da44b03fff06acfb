"use client";
/**
 * Shown when even the root layout failed, so it brings its own <html> and styles and cannot rely on the
 * messages provider: its body (components/layout/global-error-body.tsx) picks the language from the cookie or
 * the browser, and loads with that language's messages on demand (this file is part of every page's first-load
 * JavaScript; they are not). If they cannot be fetched, the code alone is shown.
 */
import { useEffect, useState } from "react";
import type { GlobalErrorBody, GlobalErrorTexts } from "@/components/layout/global-error-body";
import "./globals.css";

type Loaded = { locale: string; Body: typeof GlobalErrorBody; texts: GlobalErrorTexts };

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    console.error(error);
    import("@/components/layout/global-error-body")
      .then(async (body) => {
        const locale = body.visitorLocale();
        setLoaded({ locale, Body: body.GlobalErrorBody, texts: await body.globalErrorTexts(locale) });
      })
      .catch(() => setUnreachable(true));
  }, [error]);
  return (
    <html lang={loaded?.locale}>
      <body className="flex min-h-dvh items-center justify-center bg-surface p-6 font-sans text-foreground antialiased">
        <main className="flex max-w-md flex-col items-center text-center" aria-busy={!loaded && !unreachable}>
          {loaded && <loaded.Body texts={loaded.texts} reset={reset} />}
          {/* Offline, with no words to say it in: the code at least, as the browser's own error pages do. */}
          {unreachable && <p className="text-5xl font-semibold tracking-tight text-muted-foreground tabular-nums">500</p>}
        </main>
      </body>
    </html>
  );
}
