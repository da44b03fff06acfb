"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { publicAuth } from "@/lib/auth/browser/public-client";
import { AuthForm, AuthSubmit, EmailField } from "./auth-form";
import { useCaptchaAction } from "./use-auth-action";
import { useValidation } from "./use-validation";

/** Asks for a reset link. The answer never says whether the address has an account (the next page neither). */
export function ForgotPasswordForm({ email }: { email?: string }) {
  const t = useTranslations("forgot");
  const router = useRouter();
  const { pending, error, captcha, send } = useCaptchaAction();
  const [leaving, startLeaving] = useTransition();
  const v = useValidation((schemas) => schemas.magicLinkSchema());

  async function submit(form: FormData) {
    const data = await v.validate(form);
    if (!data) return;
    const result = await send((headers) =>
      publicAuth.requestPasswordReset({ email: data.email, redirectTo: "/reset-password", fetchOptions: { headers } }),
    );
    if (result && !result.error) startLeaving(() => router.push(`/check-email?kind=reset&email=${encodeURIComponent(data.email)}`));
  }

  return (
    <AuthForm validation={v} onData={submit} error={error}>
      <EmailField validation={v} defaultValue={email} />
      <AuthSubmit captcha={captcha} pending={pending || leaving}>
        {t("submit")}
      </AuthSubmit>
    </AuthForm>
  );
}
