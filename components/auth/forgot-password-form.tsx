"use client";
import { useTranslations } from "next-intl";
import { publicAuth } from "@/lib/auth/browser/public-client";
import { AuthForm, AuthSubmit, EmailField } from "./auth-form";
import { useMailRequest } from "./use-mail-request";

/** Asks for a reset link. The answer never says whether the address has an account (the next page neither). */
export function ForgotPasswordForm({ email }: { email?: string }) {
  const t = useTranslations("forgot");
  const { validation, submit, error, captcha, pending } = useMailRequest("reset", (address, headers) =>
    publicAuth.requestPasswordReset({ email: address, redirectTo: "/reset-password", fetchOptions: { headers } }),
  );

  return (
    <AuthForm validation={validation} onData={submit} error={error}>
      <EmailField validation={validation} defaultValue={email} />
      <AuthSubmit captcha={captcha} pending={pending}>
        {t("submit")}
      </AuthSubmit>
    </AuthForm>
  );
}
