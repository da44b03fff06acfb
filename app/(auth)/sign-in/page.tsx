import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthCard, AuthDivider } from "@/components/auth/auth-card";
import { LastUsedFrame, LastUsedMark } from "@/components/auth/last-used";
import { PasskeyButton } from "@/components/auth/passkey-button";
import { PasskeySignInSlot } from "@/components/auth/passkey-sign-in-slot";
import { Providers, hasProviders } from "@/components/auth/providers";
import { param } from "@/components/auth/search-params";
import { SignInForm } from "@/components/auth/sign-in-form";
import { SsoSignIn } from "@/components/auth/sso-sign-in";
import { UrlError } from "@/components/auth/url-error";
import { buttonVariants } from "@/components/ui/button";
import { safeNext } from "@/lib/auth/http/safe-path";
import { lastUsedSignIn } from "@/lib/auth/server/last-used";
import { getVerifiedSession } from "@/lib/auth/server/session";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("signIn"))("title") };
}

/**
 * Sign-in: a passkey, the configured providers, then a password or an e-mailed link. The way this browser last
 * signed in wears a "Last used" badge, read from its cookie here on the server (no script of its own).
 */
export default async function SignInPage({ searchParams }: Props) {
  const query = await searchParams;
  const callbackURL = safeNext(param(query.next, 2048));
  if (await getVerifiedSession()) redirect(callbackURL);
  const [t, tc, tp, last] = await Promise.all([
    getTranslations("signIn"),
    getTranslations("common"),
    getTranslations("passkeys"),
    lastUsedSignIn(),
  ]);
  const form = last?.kind === "password" ? t("withPassword") : last?.kind === "magic-link" ? t("withMagicLink") : null;
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
      <LastUsedFrame shown={last?.kind === "passkey"} label={t("lastUsed")} name={tp("signIn")}>
        <PasskeySignInSlot callbackURL={callbackURL} label={tp("signIn")}>
          <PasskeyButton label={tp("signIn")} />
        </PasskeySignInSlot>
      </LastUsedFrame>
      <AuthDivider>{tc("or")}</AuthDivider>
      {hasProviders() && (
        <>
          <Providers
            callbackURL={callbackURL}
            lastUsed={last?.kind === "provider" ? { id: last.id, mark: <LastUsedMark label={t("lastUsed")} /> } : null}
          />
          <AuthDivider>{tc("or")}</AuthDivider>
        </>
      )}
      {/* The form opens with its segmented control (password | e-mail link, equal halves): the badge sits on the half it marks. */}
      <LastUsedFrame
        shown={form !== null}
        label={t("lastUsed")}
        name={form ?? ""}
        markClassName={last?.kind === "password" ? "right-[calc(50%+0.5rem)]" : "right-2"}
      >
        <SignInForm callbackURL={callbackURL} />
      </LastUsedFrame>
      <AuthDivider>{tc("or")}</AuthDivider>
      <SsoSignIn next={callbackURL} organization={param(query.sso, 100)} />
    </AuthCard>
  );
}
