"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ResendVerification } from "@/components/auth/resend-verification";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { authClient } from "@/lib/auth/client";

export function EmailSection({ email, verified }: { email: string; verified: boolean }) {
  const t = useTranslations("settings.email");
  const { pending, error, run } = useAuthAction();
  const [sent, setSent] = useState(false);

  async function submit(form: FormData) {
    const result = await run(() => authClient.changeEmail({ newEmail: String(form.get("newEmail")), callbackURL: "/settings" }));
    if (result && !result.error) setSent(true);
  }

  return (
    <Card title={t("title")} id="email">
      <p>
        {t("current", { email })}{" "}
        <span className={verified ? "text-green-700 dark:text-green-400" : "text-amber-700 dark:text-amber-400"}>
          ({verified ? t("verified") : t("unverified")})
        </span>
      </p>
      {!verified && <ResendVerification email={email} />}
      <Form onData={submit} className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        {sent && <Alert tone="success">{t("sent")}</Alert>}
        <Field label={t("newEmail")} name="newEmail" type="email" required autoComplete="email" />
        <Button type="submit" variant="secondary" disabled={pending} className="self-start">
          {t("submit")}
        </Button>
      </Form>
    </Card>
  );
}
