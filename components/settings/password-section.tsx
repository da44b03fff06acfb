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
import { setPasswordAction } from "@/lib/account/actions";
import { authClient } from "@/lib/auth/client";

type Props = { hasPassword: boolean; minLength: number; maxLength: number };

export function PasswordSection({ hasPassword, minLength, maxLength }: Props) {
  const t = useTranslations("settings.password");
  return (
    <Card title={hasPassword ? t("title") : t("setTitle")} id="password">
      {hasPassword ? <ChangePasswordForm minLength={minLength} maxLength={maxLength} /> : <SetPasswordForm minLength={minLength} maxLength={maxLength} />}
    </Card>
  );
}

function ChangePasswordForm({ minLength, maxLength }: { minLength: number; maxLength: number }) {
  const t = useTranslations("settings.password");
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const [done, setDone] = useState(false);

  async function submit(form: FormData) {
    setDone(false);
    const result = await run(() =>
      authClient.changePassword({
        currentPassword: String(form.get("currentPassword")),
        newPassword: String(form.get("newPassword")),
        revokeOtherSessions: form.get("revokeOtherSessions") === "on",
      }),
    );
    if (result && !result.error) {
      setDone(true);
      router.refresh();
    }
  }

  return (
    <Form onData={submit} className="flex flex-col gap-4">
      {error && <Alert tone="error">{error}</Alert>}
      {done && <Alert tone="success">{t("changed")}</Alert>}
      <Field label={t("current")} name="currentPassword" type="password" autoComplete="current-password" required />
      <Field label={t("new")} name="newPassword" type="password" autoComplete="new-password" required minLength={minLength} maxLength={maxLength} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="revokeOtherSessions" />
        {t("revokeOthers")}
      </label>
      <Button type="submit" disabled={pending} className="self-start">
        {t("submit")}
      </Button>
    </Form>
  );
}

function SetPasswordForm({ minLength, maxLength }: { minLength: number; maxLength: number }) {
  const t = useTranslations("settings.password");
  const te = useTranslations("errors");
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(form: FormData) {
    setPending(true);
    setError(null);
    try {
      const result = await setPasswordAction({ newPassword: String(form.get("newPassword")) });
      if (result.ok) router.refresh();
      else setError(result.message);
    } catch {
      setError(te("network"));
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onData={submit} className="flex flex-col gap-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("setLead")}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Field label={t("new")} name="newPassword" type="password" autoComplete="new-password" required minLength={minLength} maxLength={maxLength} />
      <Button type="submit" disabled={pending} className="self-start">
        {t("setSubmit")}
      </Button>
    </Form>
  );
}
