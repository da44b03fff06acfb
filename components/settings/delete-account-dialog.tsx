"use client";
/**
 * The dialog that deletes the account (loaded on the first click of ./delete-account.tsx): it asks for the
 * confirmation word, and the password when the account has one. Without a password, a recent sign-in deletes
 * at once and an older one gets a confirmation link by e-mail (lib/auth/server/hooks.ts decides). A deletion ends on
 * /goodbye; the e-mailed link leads there too.
 */
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { accountAuth } from "@/lib/account/client";

const GOODBYE_PATH = "/goodbye";

export type DeleteAccountDialogProps = {
  email: string;
  hasPassword: boolean;
  fresh: boolean;
  open: boolean;
  onClose: () => void;
  onMailSent: () => void;
};

export default function DeleteAccountDialog({ email, hasPassword, fresh, open, onClose, onMailSent }: DeleteAccountDialogProps) {
  const t = useTranslations("settings.delete");
  const te = useTranslations("settings.errors");
  const tc = useTranslations("common");
  const { pending, error, setError, run } = useAuthAction();
  const [problems, setProblems] = useState<{ confirm?: string; password?: string }>({});
  const word = t("confirmWord");
  const byMail = !hasPassword && !fresh;

  async function submit(form: FormData) {
    const password = String(form.get("password") ?? "");
    const found = {
      confirm: String(form.get("confirm") ?? "").trim() === word ? undefined : te("confirmMismatch", { word }),
      password: hasPassword && !password ? te("currentRequired") : undefined,
    };
    setProblems(found);
    if (found.confirm || found.password) return;
    const result = await run(() => accountAuth.deleteUser({ ...(hasPassword ? { password } : {}), callbackURL: GOODBYE_PATH }));
    if (!result || result.error) return;
    if (result.data?.message === "Verification email sent") return onMailSent();
    // The session is gone: a full load, so nothing of the signed-in app stays in memory.
    window.location.replace(GOODBYE_PATH);
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (pending || next) return;
        setProblems({});
        setError(null);
        onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("dialogTitle")}</AlertDialogTitle>
          <AlertDialogDescription className="[overflow-wrap:anywhere]">{t("dialogText", { email })}</AlertDialogDescription>
        </AlertDialogHeader>
        <Form id="delete-account-form" onData={submit} noValidate className="grid gap-4">
          {error && <Alert tone="error">{error}</Alert>}
          <Field
            label={t("confirmLabel", { word })}
            name="confirm"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={problems.confirm}
          />
          {hasPassword && (
            <Field label={t("password")} name="password" type="password" autoComplete="current-password" error={problems.password} />
          )}
          {!hasPassword && <p className="text-sm text-muted-foreground">{byMail ? t("byEmailHint") : t("freshHint")}</p>}
        </Form>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{tc("cancel")}</AlertDialogCancel>
          <Button type="submit" form="delete-account-form" variant="danger" pending={pending}>
            {byMail ? t("sendLink") : t("submit")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
