"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Field } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
import { publicAuth } from "@/lib/auth/browser/public-client";
import type { LocaleCode } from "@/lib/i18n/locales";
import { AuthForm, AuthSubmit, EmailField } from "./auth-form";
import { PasswordInput } from "./password-input";
import { PasswordStrengthMeter } from "./password-strength-meter";
import { NAME_MAX_LENGTH } from "@/lib/auth/limits";
import { useCaptchaAction } from "./use-captcha-action";
import { useValidation } from "./use-validation";
import { verifyCallbackURL } from "./verify-link";

/** `localeCode`: the page's language, stored as the new account's (given by the server, which knows it). */
type Props = { callbackURL: string; minLength: number; maxLength: number; email?: string; localeCode: LocaleCode };

/**
 * Sign-up by name, e-mail and password. Problems show under their field in the page's language before
 * anything is sent (no browser popups); the password gets a strength hint as it is typed.
 */
export function SignUpForm({ callbackURL, minLength, maxLength, email: presetEmail, localeCode }: Props) {
  const t = useTranslations("signUp");
  const tc = useTranslations("common");
  const router = useRouter();
  const { pending, error, captcha, send } = useCaptchaAction();
  const [leaving, startLeaving] = useTransition();
  const [password, setPassword] = useState("");
  const v = useValidation((schemas) => schemas.signUpSchema({ min: minLength, max: maxLength }), { min: minLength, max: maxLength });

  async function submit(form: FormData) {
    const data = await v.validate(form);
    if (!data) return;
    const result = await send((headers) =>
      publicAuth.signUp.email({
        ...data,
        // The verification link lands on the result page, which offers a new link if it fails, then goes on.
        callbackURL: verifyCallbackURL(callbackURL),
        locale: localeCode,
        fetchOptions: { headers },
      }),
    );
    if (!result || result.error) return;
    const signedIn = Boolean(result.data && "token" in result.data && result.data.token);
    startLeaving(() => {
      if (signedIn) {
        router.push(callbackURL);
        router.refresh();
      } else {
        router.push(`/check-email?kind=verify&email=${encodeURIComponent(data.email)}`);
      }
    });
  }

  return (
    <AuthForm validation={v} onData={submit} error={error}>
      <Field label={tc("name")} name="name" autoComplete="name" maxLength={NAME_MAX_LENGTH} error={v.message("name")} />
      <EmailField validation={v} defaultValue={presetEmail} />
      <div className="grid gap-2">
        <FormField label={tc("password")} error={v.message("password")}>
          <PasswordInput name="password" autoComplete="new-password" onChange={(event) => setPassword(event.target.value)} />
        </FormField>
        <PasswordStrengthMeter password={password} minLength={minLength} maxLength={maxLength} />
      </div>
      <AuthSubmit captcha={captcha} pending={pending || leaving}>
        {t("submit")}
      </AuthSubmit>
    </AuthForm>
  );
}
