"use client";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { publicAuth } from "@/lib/auth/public-client";
import { codeOf, isLocale } from "@/lib/i18n/locales";
import { useCaptcha } from "./captcha";
import { useAuthAction } from "./use-auth-action";

type Props = { callbackURL: string; minLength: number; maxLength: number; email?: string };

export function SignUpForm({ callbackURL, minLength, maxLength, email: presetEmail }: Props) {
  const t = useTranslations("signUp");
  const tc = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const captcha = useCaptcha();

  async function submit(form: FormData) {
    const email = String(form.get("email"));
    const result = await run(() =>
      publicAuth.signUp.email({
        name: String(form.get("name")),
        email,
        password: String(form.get("password")),
        // The verification link lands on the result page, which offers a new link if it fails, then goes on.
        callbackURL: `/verify-email?next=${encodeURIComponent(callbackURL)}`,
        ...(isLocale(locale) ? { locale: codeOf(locale) } : {}),
        fetchOptions: { headers: captcha.headers() },
      }),
    );
    captcha.reset();
    if (!result || result.error) return;
    if (result.data && "token" in result.data && result.data.token) {
      router.push(callbackURL);
      router.refresh();
    } else {
      router.push(`/check-email?kind=verify&email=${encodeURIComponent(email)}`);
    }
  }

  return (
    <Form onData={submit} className="flex flex-col gap-4">
      {error && <Alert tone="error">{error}</Alert>}
      <Field label={tc("name")} name="name" autoComplete="name" required maxLength={200} />
      <Field label={tc("email")} name="email" type="email" autoComplete="email" required defaultValue={presetEmail} />
      <Field
        label={tc("password")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={minLength}
        maxLength={maxLength}
        hint={t("passwordHint", { min: minLength, max: maxLength })}
      />
      {captcha.view}
      <Button type="submit" disabled={pending}>
        {pending ? tc("loading") : t("submit")}
      </Button>
    </Form>
  );
}
