"use client";
import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { FormField } from "@/components/ui/form-field";
import { publicAuth } from "@/lib/auth/browser/public-client";
import { AuthForm, AuthSubmit } from "./auth-form";
import { PasswordInput } from "./password-input";
import { PasswordStrengthMeter } from "./password-strength-meter";
import { useAuthAction } from "./use-auth-action";
import { useValidation } from "./use-validation";

type Props = { token: string; minLength: number; maxLength: number };

/**
 * The new password, typed twice, for a reset link's token. On success the page says so (without the token in
 * its address); a token that has meanwhile expired is explained with the way to a new link.
 */
export function ResetPasswordForm({ token, minLength, maxLength }: Props) {
  const t = useTranslations("reset");
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const [leaving, startLeaving] = useTransition();
  const [password, setPassword] = useState("");
  const v = useValidation((schemas) => schemas.resetPasswordSchema({ min: minLength, max: maxLength }), { min: minLength, max: maxLength });

  async function submit(form: FormData) {
    const data = await v.validate(form);
    if (!data) return;
    const result = await run(() => publicAuth.resetPassword({ newPassword: data.password, token }));
    if (result && !result.error) startLeaving(() => router.replace("/reset-password?done=1"));
  }

  return (
    <AuthForm
      validation={v}
      onData={submit}
      error={
        error && (
          <>
            {error}{" "}
            <AppLink href="/forgot-password" className="font-medium underline underline-offset-4">
              {t("requestNew")}
            </AppLink>
          </>
        )
      }
    >
      <div className="grid gap-2">
        <FormField label={t("newPassword")} error={v.message("password")}>
          <PasswordInput name="password" autoComplete="new-password" onChange={(event) => setPassword(event.target.value)} />
        </FormField>
        <PasswordStrengthMeter password={password} minLength={minLength} maxLength={maxLength} />
      </div>
      <FormField label={t("confirmPassword")} error={v.message("confirm")}>
        <PasswordInput name="confirm" autoComplete="new-password" />
      </FormField>
      <AuthSubmit pending={pending || leaving}>{t("submit")}</AuthSubmit>
    </AuthForm>
  );
}
