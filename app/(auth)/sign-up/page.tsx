import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { AuthCard, AuthDivider } from "@/components/auth/auth-card";
import { Providers, hasProviders } from "@/components/auth/providers";
import { param } from "@/components/auth/search-params";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { buttonVariants } from "@/components/ui/button";
import { safeNext } from "@/lib/auth/http/safe-path";
import { getVerifiedSession } from "@/lib/auth/server/session";
import { env } from "@/lib/env";
import { codeOf, defaultLocale, isLocale } from "@/lib/i18n/locales";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("signUp"))("title") };
}

export default async function SignUpPage({ searchParams }: Props) {
  const query = await searchParams;
  const callbackURL = safeNext(param(query.next, 2048));
  if (await getVerifiedSession()) redirect(callbackURL);
  const [t, tc, locale] = await Promise.all([getTranslations("signUp"), getTranslations("common"), getLocale()]);
  const signIn = callbackURL === "/" ? "/sign-in" : `/sign-in?next=${encodeURIComponent(callbackURL)}`;
  return (
    <AuthCard
      title={t("title")}
      description={t("description")}
      footer={
        <>
          {t("haveAccount")}{" "}
          <AppLink href={signIn} className={buttonVariants({ variant: "link", size: null })}>
            {tc("signIn")}
          </AppLink>
        </>
      }
    >
      {hasProviders() && (
        <>
          <Providers callbackURL={callbackURL} />
          <AuthDivider>{tc("or")}</AuthDivider>
        </>
      )}
      <SignUpForm
        callbackURL={callbackURL}
        email={param(query.email)}
        minLength={env.PASSWORD_MIN_LENGTH}
        maxLength={env.PASSWORD_MAX_LENGTH}
        localeCode={codeOf(isLocale(locale) ? locale : defaultLocale)}
      />
    </AuthCard>
  );
}
