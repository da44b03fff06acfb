"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { publicAuth } from "@/lib/auth/public-client";
import { useAuthAction } from "./use-auth-action";

/** Asks for a new verification link; a signed-in user may only ask for their own unverified address. */
export function ResendVerification({ email }: { email?: string }) {
  const t = useTranslations("verify");
  const tc = useTranslations("common");
  const { pending, error, run } = useAuthAction();
  const [sent, setSent] = useState(false);

  async function submit(form: FormData) {
    const result = await run(() =>
      publicAuth.sendVerificationEmail({ email: email ?? String(form.get("email")), callbackURL: "/verify-email" }),
    );
    if (result && !result.error) setSent(true);
  }

  if (sent) return <Alert tone="success">{t("resent")}</Alert>;
  return (
    <Form onData={submit} className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      {!email && <Field label={tc("email")} name="email" type="email" autoComplete="email" required />}
      <Button type="submit" variant="secondary" disabled={pending}>
        {t("resend")}
      </Button>
    </Form>
  );
}
