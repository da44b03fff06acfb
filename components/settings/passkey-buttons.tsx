"use client";
/** The passkeys card's buttons: add (the browser's WebAuthn dialog), rename (a name in a dialog) and remove. */
import { KeyRound } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import type { ActionResult } from "@/lib/action";
import { errorMessage } from "@/lib/auth/browser/error-message";
import { isCancelled, passkeyAuth, registerPasskey } from "@/lib/auth/browser/passkeys";
import type { AuthReply } from "@/lib/auth/browser/public-client";
import { ConfirmButton } from "./confirm-button";
import { notify } from "./notify";
import { useVerified } from "./verify-identity/provider";

const NAME_MAX = 64;

export function AddPasskeyButton() {
  const t = useTranslations("passkeys");
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const verified = useVerified();
  async function add() {
    const result = await run(() => verified(registerPasskey));
    if (!result || result.error) return;
    notify(t("added"));
    router.refresh();
  }
  return (
    <div className="flex w-full flex-col items-start gap-3">
      {error && !pending && <Alert tone="error">{error}</Alert>}
      <Button variant="outline" size="sm" pending={pending} onClick={() => void add()}>
        <KeyRound aria-hidden />
        {t("add")}
      </Button>
    </div>
  );
}

/**
 * An auth reply as a dialog's step result, its refusal in the user's language; a step the person called off
 * (a passkey dialog, "Confirm it's you" closed) answers undefined, which leaves the dialog as it is.
 */
function useStepOf() {
  const te = useTranslations("errors");
  return (reply: AuthReply): ActionResult | undefined => {
    if (isCancelled(reply)) return undefined;
    return reply.error ? { ok: false, code: reply.error.code ?? "UNKNOWN", message: errorMessage(te, reply.error) } : { ok: true };
  };
}

export function PasskeyActions({ id, name }: { id: string; name: string }) {
  const t = useTranslations("passkeys");
  const router = useRouter();
  const stepOf = useStepOf();
  const verified = useVerified();
  const [renaming, setRenaming] = useState(false);
  const [problem, setProblem] = useState(false);
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="sm" aria-label={t("renameLabel", { name })} onClick={() => setRenaming(true)}>
        {t("rename")}
      </Button>
      {renaming && (
        <ConfirmDialog
          open
          onOpenChange={setRenaming}
          tone="primary"
          title={t("renameTitle")}
          description={t("renameText")}
          cancelLabel={t("cancel")}
          confirmLabel={t("save")}
          formLabel={t("renameTitle")}
          onSubmit={async (form) => {
            const next = String(form.get("name") ?? "").trim();
            setProblem(!next || next.length > NAME_MAX);
            if (!next || next.length > NAME_MAX) return undefined;
            const result = stepOf(await verified(() => passkeyAuth.rename({ id, name: next })));
            if (result?.ok) {
              notify(t("renamed"));
              router.refresh();
            }
            return result;
          }}
        >
          <Field
            label={t("nameLabel")}
            name="name"
            defaultValue={name}
            maxLength={NAME_MAX}
            error={problem ? t("nameRequired") : undefined}
          />
        </ConfirmDialog>
      )}
      <ConfirmButton
        variant="ghost"
        label={t("removeLabel", { name })}
        title={t("removeTitle")}
        description={t("removeText", { name })}
        confirm={t("remove")}
        done={t("removed")}
        run={async () => stepOf(await verified(() => passkeyAuth.remove({ id })))}
      >
        {t("remove")}
      </ConfirmButton>
    </div>
  );
}
