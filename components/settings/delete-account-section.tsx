"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { authClient } from "@/lib/auth/client";

/** Deletes by password, at once with a fresh session, or after a confirmation link sent by e-mail. */
export function DeleteAccountSection({ hasPassword, fresh }: { hasPassword: boolean; fresh: boolean }) {
  const t = useTranslations("settings.delete");
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const [confirmText, setConfirmText] = useState("");
  const [mailSent, setMailSent] = useState(false);
  const confirmed = confirmText.trim() === t("confirmWord");

  async function remove(body: { password?: string }) {
    const result = await run(() => authClient.deleteUser({ ...body, callbackURL: "/" }));
    if (!result || result.error) return;
    if (result.data?.message === "Verification email sent") setMailSent(true);
    else {
      router.push("/sign-in");
      router.refresh();
    }
  }

  return (
    <Card title={t("title")} id="delete">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("lead")}</p>
      {error && <Alert tone="error">{error}</Alert>}
      {mailSent && <Alert tone="success">{t("emailSent")}</Alert>}
      <Field label={t("confirmLabel")} value={confirmText} onChange={(e) => setConfirmText(e.target.value)} autoComplete="off" />
      {hasPassword && (
        <Form onData={(form) => remove({ password: String(form.get("password")) })} className="flex flex-col gap-3">
          <Field label={t("byPassword")} name="password" type="password" autoComplete="current-password" required />
          <Button type="submit" variant="danger" disabled={pending || !confirmed} className="self-start">
            {t("submit")}
          </Button>
        </Form>
      )}
      {fresh ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm">{t("freshHint")}</p>
          <Button variant="danger" disabled={pending || !confirmed} onClick={() => remove({})} className="self-start">
            {t("bySession")}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" disabled={pending || !confirmed} onClick={() => remove({})} className="self-start">
          {t("byEmail")}
        </Button>
      )}
    </Card>
  );
}
