"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { publicAuth } from "@/lib/auth/browser/public-client";
import { useCaptcha } from "./captcha";
import { useAuthAction } from "./use-auth-action";
import { useValidation } from "./use-validation";

/** Asks for a reset link. The answer never says whether the address has an account (the next page neither). */
export function ForgotPasswordForm({ email }: { email?: string }) {
  const t = useTranslations("forgot");
  const tc = useTranslations("common");
  const te = useTranslations("errors");
  const router = useRouter();
  const { pending, error, setError, run } = useAuthAction();
  const [leaving, startLeaving] = useTransition();
  const captcha = useCaptcha();
  const v = useValidation((schemas) => schemas.magicLinkSchema());

  async function submit(form: FormData) {
    const data = await v.validate(form);
    if (!data) return;
    if (captcha.enabled && !captcha.solved) return setError(te("MISSING_RESPONSE"));
    const result = await run(() =>
      publicAuth.requestPasswordReset({ email: data.email, redirectTo: "/reset-password", fetchOptions: { headers: captcha.headers() } }),
    );
    captcha.reset();
    if (result && !result.error) startLeaving(() => router.push(`/check-email?kind=reset&email=${encodeURIComponent(data.email)}`));
  }

  return (
    <Form
      id={v.formId}
      onData={submit}
      onChange={(event) => void v.recheck(event.currentTarget)}
      onFocus={v.warm}
      noValidate
      className="flex flex-col gap-4"
    >
      {error && <Alert tone="error">{error}</Alert>}
      <Field
        label={tc("email")}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        defaultValue={email}
        error={v.message("email")}
      />
      {captcha.view}
      <Button type="submit" pending={pending || leaving} className="w-full">
        {t("submit")}
      </Button>
    </Form>
  );
}
