import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SettingsNav } from "@/components/settings/settings-nav";
import { VerifyIdentityProvider } from "@/components/settings/verify-identity/provider";
import { ClientMessages } from "@/lib/i18n/client-messages";

/**
 * "Account settings · Accounts" for the first section, "Security · Account settings" for the others: a plain
 * title here would end the root layout's template for every section below it.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: { default: t("title"), template: `%s · ${t("title")}` } };
}

/** The frame of every settings section: the page's title, the sections' navigation and the section itself. */
export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("settings");
  return (
    <ClientMessages namespaces={["settings", "picture", "errors", "verify", "auth.strength", "auth.showPassword", "twoFactor", "passkeys"]}>
      <div data-layout="wide" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 md:py-10">
        <header className="mb-6 grid gap-1 md:mb-8">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="text-muted-foreground">{t("description")}</p>
        </header>
        <div className="grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)] md:gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
          <SettingsNav />
          <div className="flex min-w-0 flex-col gap-6">
            <VerifyIdentityProvider>{children}</VerifyIdentityProvider>
          </div>
        </div>
      </div>
    </ClientMessages>
  );
}
