"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { publicAuth } from "@/lib/auth/public-client";
import { useCaptcha } from "./captcha";
import { useAuthAction } from "./use-auth-action";

export function ForgotPasswordForm() {
  const t = useTranslations("forgot");
  const tc = useTranslations("common");
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const captcha = useCaptcha();

  async function submit(form: FormData) {
    const result = await run(() =>
      publicAuth.requestPasswordReset({
        email: String(form.get("email")),
        redirectTo: "/reset-password",
        fetchOptions: { headers: captcha.headers() },
      }),
    );
    captcha.reset();
    if (result && !result.error) router.push("/check-email?kind=reset");
  }

  return (
    <Form onData={submit} className="flex flex-col gap-4">
      {error && <Alert tone="error">{error}</Alert>}
      <Field label={tc("email")} name="email" type="email" autoComplete="email" required />
      {captcha.view}
      <Button type="submit" disabled={pending}>
        {pending ? tc("loading") : t("submit")}
      </Button>
    </Form>
  );
}
