import { ArrowRight } from "lucide-react";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ResendVerification } from "@/components/auth/resend-verification";
import { param } from "@/components/auth/search-params";
import { FROM_LINK_PARAM } from "@/components/auth/verify-link";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button";
import { errorKey } from "@/lib/auth/browser/error-message";
import { safeNext } from "@/lib/auth/http/safe-path";
import { getServerSession } from "@/lib/auth/server/session";
import { messageOr } from "@/lib/i18n/message-or";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("verify"))("title") };
}

/**
 * Where the verification link lands: better-auth has verified (or refused) the token and redirected here,
 * signed in. A refused link says why (expired, already used, another account's) and offers a new one; a link
 * opened again after its address was verified lands here without a session and says so, with the way to sign
 * in; a visit without any of these explains how verification works.
 */
export default async function VerifyEmailPage({ searchParams }: Props) {
  const query = await searchParams;
  const error = param(query.error, 96);
  const next = safeNext(param(query.next, 2048));
  const [t, te, tc, session] = await Promise.all([
    getTranslations("verify"),
    getTranslations("errors"),
    getTranslations("common"),
    getServerSession(),
  ]);
  const unverified = session && !session.user.emailVerified;
  if (error || unverified) {
    const key = errorKey(error);
    const reason = key ? messageOr(te, key, t("failed")) : t("notYet");
    return (
      <AuthCard
        status="failed"
        title={error ? t("failedTitle") : t("notYetTitle")}
        description={
          <p role={error ? "alert" : "status"}>
            {reason} {t("askNew")}
          </p>
        }
        footer={
          session ? undefined : (
            <AppLink href="/sign-in" className={buttonVariants({ variant: "link", size: null })}>
              {tc("signIn")}
            </AppLink>
          )
        }
      >
        <ResendVerification email={session?.user.email} next={next} />
      </AuthCard>
    );
  }
  if (!session && param(query[FROM_LINK_PARAM], 1) === "1") {
    return (
      <AuthCard status="success" title={t("successTitle")} description={<p role="status">{t("alreadyVerified")}</p>}>
        <Button asChild className="w-full">
          <AppLink href={`/sign-in?next=${encodeURIComponent(next)}`}>
            {tc("signIn")}
            <ArrowRight aria-hidden />
          </AppLink>
        </Button>
      </AuthCard>
    );
  }
  if (!session) {
    return (
      <AuthCard
        title={t("title")}
        description={t("howTo")}
        footer={
          <AppLink href="/sign-in" className={buttonVariants({ variant: "link", size: null })}>
            {tc("signIn")}
          </AppLink>
        }
      >
        <ResendVerification next={next} />
      </AuthCard>
    );
  }
  return (
    <AuthCard status="success" title={t("successTitle")} description={<p role="status">{t("success")}</p>}>
      <Button asChild className="w-full">
        <AppLink href={next}>
          {t("continue")}
          <ArrowRight aria-hidden />
        </AppLink>
      </Button>
    </AuthCard>
  );
}
