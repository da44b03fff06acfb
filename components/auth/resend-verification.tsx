"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { publicAuth } from "@/lib/auth/browser/public-client";
import { AuthForm, AuthSubmit, EmailField } from "./auth-form";
import { useAuthAction } from "./use-auth-action";
import { useValidation } from "./use-validation";
import { verifyCallbackURL } from "./verify-link";

/**
 * Asks for a new verification link: for a known address (the signed-in user's own, or the one just signed up
 * with) a single button, otherwise an e-mail field first.
 */
export function ResendVerification({ email, next = "/" }: { email?: string; next?: string }) {
  const t = useTranslations("verify");
  const { pending, error, run } = useAuthAction();
  const [sent, setSent] = useState(false);
  const v = useValidation((schemas) => schemas.magicLinkSchema());

  async function submit(form: FormData) {
    const data = email ? { email } : await v.validate(form);
    if (!data) return;
    const result = await run(() => publicAuth.sendVerificationEmail({ email: data.email, callbackURL: verifyCallbackURL(next) }));
    if (result && !result.error) setSent(true);
  }

  if (sent) return <Alert tone="success">{t("resent")}</Alert>;
  return (
    <AuthForm validation={v} onData={submit} error={error}>
      {!email && <EmailField validation={v} />}
      <AuthSubmit variant={email ? "outline" : "primary"} pending={pending}>
        {t("resend")}
      </AuthSubmit>
    </AuthForm>
  );
}
