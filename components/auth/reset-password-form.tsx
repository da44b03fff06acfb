"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { publicAuth } from "@/lib/auth/public-client";
import { useAuthAction } from "./use-auth-action";

export function ResetPasswordForm({ token, minLength, maxLength }: { token: string; minLength: number; maxLength: number }) {
  const t = useTranslations("reset");
  const tc = useTranslations("common");
  const { pending, error, setError, run } = useAuthAction();
  const [done, setDone] = useState(false);

  async function submit(form: FormData) {
    const newPassword = String(form.get("password"));
    if (newPassword !== String(form.get("confirm"))) return setError(t("mismatch"));
    const result = await run(() => publicAuth.resetPassword({ newPassword, token }));
    if (result && !result.error) setDone(true);
  }

  if (done) {
    return (
      <>
        <Alert tone="success">{t("done")}</Alert>
        <Link href="/sign-in" className="text-blue-700 hover:underline dark:text-blue-400">
          {tc("signIn")}
        </Link>
      </>
    );
  }
  return (
    <Form onData={submit} className="flex flex-col gap-4">
      {error && <Alert tone="error">{error}</Alert>}
      <Field label={t("newPassword")} name="password" type="password" autoComplete="new-password" required minLength={minLength} maxLength={maxLength} />
      <Field label={t("confirmPassword")} name="confirm" type="password" autoComplete="new-password" required />
      <Button type="submit" disabled={pending}>
        {pending ? tc("loading") : t("submit")}
      </Button>
    </Form>
  );
}
