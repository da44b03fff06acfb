import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AppLink } from "@/components/ui/app-link";
import { AuthCard, AuthDivider } from "@/components/auth/auth-card";
import { PasskeyButton } from "@/components/auth/passkey-button";
import { PasskeySignInSlot } from "@/components/auth/passkey-sign-in-slot";
import { param } from "@/components/auth/search-params";
import { TwoFactorForm } from "@/components/auth/two-factor-form";
import { buttonVariants } from "@/components/ui/button";
import { safeNext } from "@/lib/auth/http/safe-path";
import { getVerifiedSession } from "@/lib/auth/server/session";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("twoFactor"))("stepTitle") };
}

/**
 * The second step of a sign-in that needs one (every way in leads here, lib/auth/two-factor/every-path.ts). A
 * passkey answers it too: a passkey sign-in is both factors.
 */
export default async function TwoFactorPage({ searchParams }: Props) {
  const callbackURL = safeNext(param((await searchParams).callbackURL, 2048));
  if (await getVerifiedSession()) redirect(callbackURL);
  const [t, tc] = await Promise.all([getTranslations("twoFactor"), getTranslations("common")]);
  return (
    <AuthCard
      title={t("stepTitle")}
      footer={
        <AppLink href="/sign-in" className={buttonVariants({ variant: "link", size: null })}>
          {t("backToSignIn")}
        </AppLink>
      }
    >
      <TwoFactorForm callbackURL={callbackURL} />
      <AuthDivider>{tc("or")}</AuthDivider>
      <PasskeySignInSlot callbackURL={callbackURL} label={t("usePasskey")}>
        <PasskeyButton label={t("usePasskey")} />
      </PasskeySignInSlot>
    </AuthCard>
  );
}
