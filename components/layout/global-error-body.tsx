"use client";
/**
 * What the root error page (app/global-error.tsx) shows: the logo, the code, the words in the visitor's
 * language, a retry and a full load of the home page. Loaded only when that page is shown, with its messages.
 */
import { LogoMark } from "@/components/ui/logo";
import { LOCALE_COOKIE, defaultLocale, parseLocale, type Locale } from "@/lib/i18n/locales";

export type GlobalErrorTexts = { title: string; text: string; retry: string; back: string };

/** The language the visitor chose (the cookie), or else their browser's first one we speak. */
export function visitorLocale(): Locale {
  const cookie = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`))?.[1];
  return parseLocale(cookie) ?? navigator.languages.map((l) => parseLocale(l)).find(Boolean) ?? defaultLocale;
}

/** The page's words in one language, from that language's message file alone. */
export async function globalErrorTexts(locale: Locale): Promise<GlobalErrorTexts> {
  const messages = (await import(`../../messages/${locale}.json`)) as { default: { errorPage: GlobalErrorTexts } };
  return messages.default.errorPage;
}

export function GlobalErrorBody({ texts, reset }: { texts: GlobalErrorTexts; reset: () => void }) {
  return (
    <>
      <LogoMark className="size-12" />
      <p className="mt-6 text-5xl font-semibold tracking-tight text-muted-foreground tabular-nums">500</p>
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
        <a href="/" className="inline-flex h-9 items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent">
          {texts.back}
        </a>
      </div>
    </>
  );
}
