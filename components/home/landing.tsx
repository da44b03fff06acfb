/** The landing page for visitors: what the product does, and the calls to sign up or sign in. */
import { ArrowRight, Building2, CreditCard, Fingerprint, Globe, KeyRound, ShieldCheck } from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LogoMark } from "@/components/ui/logo";

const FEATURES = [
  ["signIn", KeyRound],
  ["security", ShieldCheck],
  ["organizations", Building2],
  ["billing", CreditCard],
  ["languages", Globe],
  ["control", Fingerprint],
] as const;

export async function Landing() {
  const [t, tc] = await Promise.all([getTranslations("home"), getTranslations("common")]);
  return (
    <div data-layout="wide" className="w-full">
      <section className="relative overflow-hidden border-b">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[32rem] max-w-4xl rounded-full bg-gradient-to-br from-brand-from/25 via-brand-to/15 to-transparent blur-3xl"
        />
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-20 pb-20 text-center sm:px-6 sm:pt-28">
          <Badge variant="outline" className="mb-6 gap-1.5 bg-background/60 px-3 py-1 text-muted-foreground">
            <Globe aria-hidden />
            {t("badge")}
          </Badge>
          <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{t("title")}</h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{t("lead")}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <AppLink href="/sign-up">
                {t("ctaSignUp")}
                <ArrowRight aria-hidden />
              </AppLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <AppLink href="/sign-in">{t("ctaSignIn")}</AppLink>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t("ctaNote")}</p>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-semibold tracking-tight text-balance">
            {t("featuresTitle")}
          </h2>
          <p className="mt-3 text-pretty text-muted-foreground">{t("featuresLead")}</p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(([key, Icon]) => (
            <li key={key} className="rounded-xl border bg-card p-6 shadow-xs">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary dark:text-link">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold">{t(`features.${key}.title`)}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="border-t bg-card">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6">
          <LogoMark className="size-12" />
          <h2 className="text-2xl font-semibold tracking-tight text-balance">{t("closingTitle")}</h2>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <AppLink href="/sign-up">{t("ctaSignUp")}</AppLink>
            </Button>
            <Button asChild size="lg" variant="ghost">
              <AppLink href="/pricing">{t("seePricing")}</AppLink>
            </Button>
          </div>
        </div>
      </section>
      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-6 text-sm text-muted-foreground sm:px-6">
          <span>{tc("appName")}</span>
          <span>{t("footer")}</span>
        </div>
      </footer>
    </div>
  );
}
