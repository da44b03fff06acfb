import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthCard, AuthDivider } from "@/components/auth/auth-card";
import { PasskeyButton } from "@/components/auth/passkey-button";
import { PasskeySignInSlot } from "@/components/auth/passkey-sign-in-slot";
import { Providers, hasProviders } from "@/components/auth/providers";
import { param } from "@/components/auth/search-params";
import { SignInForm } from "@/components/auth/sign-in-form";
import { UrlError } from "@/components/auth/url-error";
import { buttonVariants } from "@/components/ui/button";
import { safeNext } from "@/lib/auth/http/safe-path";
import { getVerifiedSession } from "@/lib/auth/server/session";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("signIn"))("title") };
}

export default async function SignInPage({ searchParams }: Props) {
  const query = await searchParams;
  const callbackURL = safeNext(param(query.next, 2048));
  if (await getVerifiedSession()) redirect(callbackURL);
  const [t, tc, tp] = await Promise.all([getTranslations("signIn"), getTranslations("common"), getTranslations("passkeys")]);
  const signUp = callbackURL === "/" ? "/sign-up" : `/sign-up?next=${encodeURIComponent(callbackURL)}`;
  return (
    <AuthCard
      title={t("title")}
      description={t("subtitle", { app: tc("appName") })}
      footer={
        <>
          {t("noAccount")}{" "}
          <AppLink href={signUp} className={buttonVariants({ variant: "link", size: null })}>
            {tc("signUp")}
          </AppLink>
        </>
      }
    >
      <UrlError code={param(query.error, 96)} />
      <PasskeySignInSlot callbackURL={callbackURL} label={tp("signIn")}>
        <PasskeyButton label={tp("signIn")} />
      </PasskeySignInSlot>
      <AuthDivider>{tc("or")}</AuthDivider>
      {hasProviders() && (
        <>
          <Providers callbackURL={callbackURL} />
          <AuthDivider>{tc("or")}</AuthDivider>
        </>
      )}
      <SignInForm callbackURL={callbackURL} />
    </AuthCard>
  );
}
