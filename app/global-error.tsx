"use client";
/**
 * Shown when even the root layout failed, so it brings its own <html> and styles and cannot rely on the
 * messages provider: it picks the language from the cookie or the browser and loads only that language's
 * messages, on demand (this file is part of every page's JavaScript, the messages are not).
 */
import { useEffect, useState } from "react";
import { LOCALE_COOKIE, defaultLocale, parseLocale, type Locale } from "@/lib/i18n/locales";
import { LogoMark } from "@/components/ui/logo";
import "./globals.css";

type Texts = { title: string; text: string; retry: string; back: string };

function visitorLocale(): Locale {
  const cookie = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`))?.[1];
  return parseLocale(cookie) ?? navigator.languages.map((l) => parseLocale(l)).find(Boolean) ?? defaultLocale;
}

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // Read once on the client (this page is never rendered on the server without the layout).
  const [locale] = useState<Locale>(() => (typeof document === "undefined" ? defaultLocale : visitorLocale()));
  const [texts, setTexts] = useState<Texts | null>(null);
  useEffect(() => {
    console.error(error);
    import(`../messages/${locale}.json`).then((m: { default: { errorPage: Texts } }) => setTexts(m.default.errorPage));
  }, [error, locale]);
  return (
    <html lang={locale}>
      <body className="flex min-h-dvh items-center justify-center bg-surface p-6 font-sans text-foreground antialiased">
        <main className="flex max-w-md flex-col items-center text-center" aria-busy={!texts}>
          <LogoMark className="size-12" />
          <p className="mt-6 text-5xl font-semibold tracking-tight text-muted-foreground tabular-nums">500</p>
          {texts && (
            <>
              <h1 className="mt-3 text-2xl font-semibold tracking-tight">{texts.title}</h1>
              <p className="mt-2 text-muted-foreground">{texts.text}</p>
              <div className="mt-8 flex gap-3">
                <button
                  type="button"
                  onClick={reset}
                  className="h-9 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
                >
                  {texts.retry}
                </button>
                {/* A full load on purpose: the app's client state is what failed. */}
                {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
                <a
                  href="/"
                  className="inline-flex h-9 items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent"
                >
                  {texts.back}
                </a>
              </div>
            </>
          )}
        </main>
      </body>
    </html>
  );
}
