"use client";
/**
 * The dialog that deletes the account (loaded on the first click of ./delete-account.tsx): it asks for the
 * confirmation word, and the password when the account has one. Without a password, a recent sign-in deletes
 * at once and an older one gets a confirmation link by e-mail (lib/auth/server/hooks.ts decides). A deletion ends on
 * /goodbye; the e-mailed link leads there too.
 */
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import type { StepResult } from "@/components/ui/use-step";
import { accountAuth } from "@/lib/account/client";
import { errorMessage } from "@/lib/auth/browser/error-message";

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
  const terr = useTranslations("errors");
  const [problems, setProblems] = useState<{ confirm?: string; password?: string }>({});
  const word = t("confirmWord");
  const byMail = !hasPassword && !fresh;

  async function submit(form: FormData): Promise<StepResult | undefined> {
    const password = String(form.get("password") ?? "");
    const found = {
      confirm: String(form.get("confirm") ?? "").trim() === word ? undefined : te("confirmMismatch", { word }),
      password: hasPassword && !password ? te("currentRequired") : undefined,
    };
    setProblems(found);
    if (found.confirm || found.password) return undefined;
    const result = await accountAuth.deleteUser({ ...(hasPassword ? { password } : {}), callbackURL: GOODBYE_PATH });
    if (result.error) return { ok: false, message: errorMessage(terr, result.error) };
    if (result.data?.message === "Verification email sent") return { ok: true };
    // The session is gone: a full load, so nothing of the signed-in app stays in memory (the dialog stays as it is until then).
    window.location.replace(GOODBYE_PATH);
    return undefined;
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        setProblems({});
        onClose();
      }}
      title={t("dialogTitle")}
      description={t("dialogText", { email })}
      cancelLabel={tc("cancel")}
      confirmLabel={byMail ? t("sendLink") : t("submit")}
      networkError={terr("network")}
      onSubmit={submit}
      onDone={onMailSent}
      errorFirst
    >
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
    </ConfirmDialog>
  );
}
