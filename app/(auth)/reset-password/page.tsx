import { ArrowRight } from "lucide-react";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { BackToSignIn } from "@/components/auth/back-to-sign-in";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { param } from "@/components/auth/search-params";
import { Button } from "@/components/ui/button";
import { env } from "@/lib/env";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("reset"))("title") };
}

/**
 * better-auth's GET /reset-password/{token} sends the user here with ?token= or ?error=INVALID_TOKEN; the form
 * comes back with ?done=1 once the password is changed.
 */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const query = await searchParams;
  const token = param(query.token, 512);
  const t = await getTranslations("reset");
  const back = <BackToSignIn label={t("back")} />;
  if (param(query.done) === "1") {
    const tc = await getTranslations("common");
    return (
      <AuthCard status="success" title={t("doneTitle")} description={<p role="status">{t("done")}</p>}>
        <Button asChild className="w-full">
          <AppLink href="/sign-in">
            {tc("signIn")}
            <ArrowRight aria-hidden />
          </AppLink>
        </Button>
      </AuthCard>
    );
  }
  if (!token || param(query.error)) {
    return (
      <AuthCard status="failed" title={t("invalidTitle")} description={<p role="alert">{t("invalidLink")}</p>} footer={back}>
        <Button asChild className="w-full">
          <AppLink href="/forgot-password">{t("requestNew")}</AppLink>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("title")} description={t("lead")} footer={back}>
      <ResetPasswordForm token={token} minLength={env.PASSWORD_MIN_LENGTH} maxLength={env.PASSWORD_MAX_LENGTH} />
    </AuthCard>
  );
}
