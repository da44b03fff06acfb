import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { ImpersonationBanner } from "@/components/admin/impersonation-banner";
import { Header } from "@/components/layout/header";
import { cn } from "@/components/ui/cn";
import { fontVariables } from "@/components/ui/fonts";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { THEME_COOKIE, parseTheme, themeClassOf } from "@/lib/theme";
import { ClientMessages } from "@/lib/i18n/client-messages";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return { title: { default: t("appName"), template: `%s · ${t("appName")}` }, description: t("tagline") };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#09090b" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, t, jar] = await Promise.all([getLocale(), getTranslations("common"), cookies()]);
  const theme = parseTheme(jar.get(THEME_COOKIE)?.value);
  return (
    <html lang={locale} className={cn(fontVariables, themeClassOf(theme))} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col bg-surface text-foreground antialiased">
        <ClientMessages namespaces={[]}>
          <a
            href="#main"
            className="sr-only z-[60] rounded-md bg-background px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {t("skipToContent")}
          </a>
          <ImpersonationBanner />
          <Header />
          {/* A page whose root element has data-layout="wide" (the landing page) lays out its own full width. */}
          <main
            id="main"
            className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center gap-6 px-4 py-10 has-[>[data-layout=wide]]:max-w-none has-[>[data-layout=wide]]:p-0"
          >
            {children}
          </main>
          <LazyToaster theme={theme} label={t("notifications")} />
        </ClientMessages>
      </body>
    </html>
  );
}
