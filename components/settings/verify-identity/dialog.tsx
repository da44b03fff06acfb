"use client";
/**
 * The "Confirm it's you" dialog (./provider.tsx opens it): the person's first way to confirm (a passkey, the
 * password, an authenticator or backup code, a code by e-mail), and the other ways they have under it. It closes
 * once confirmed; closed without, the action it stands in front of is not repeated.
 */
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { CodeField } from "@/components/auth/code-field";
import { PasswordInput } from "@/components/auth/password-input";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialogContent } from "@/components/ui/confirm-dialog-content";
import type { DeferredProps } from "@/components/ui/deferred";
import { FormField } from "@/components/ui/form-field";
import { isCancelled } from "@/lib/auth/browser/cancelled";
import { errorMessage } from "@/lib/auth/browser/error-message";
import type { AuthReply } from "@/lib/auth/browser/public-client";
import { verifyIdentity } from "@/lib/auth/browser/verify-identity";
import type { StepResult } from "@/components/ui/use-step";
import { waysOf, type Way } from "./ways";

const USE_KEY = { passkey: "usePasskey", password: "usePassword", app: "useApp", backup: "useBackup", email: "useEmail" } as const;

export function VerifyIdentityDialog({ open, onSettled }: { open: boolean; onSettled: (confirmed: boolean) => void } & DeferredProps) {
  const t = useTranslations("settings.verifyIdentity");
  const te = useTranslations("errors");
  const [ways, setWays] = useState<Way[] | null>(null);
  const [way, setWay] = useState<Way | null>(null);
  const [sent, setSent] = useState(false);
  const [missing, setMissing] = useState(false);
  const confirmed = useRef(false);

  // Mounted afresh for each confirmation (./provider.tsx keys it), so its state starts empty each time.
  useEffect(() => {
    void verifyIdentity.methods().then((reply) => {
      const offered = waysOf(reply.data ?? { password: false, totp: false, passkey: false, email: true });
      setWays(offered);
      setWay(offered[0] ?? "email");
    });
  }, []);

  const result = (reply: AuthReply): StepResult | undefined => {
    if (isCancelled(reply)) return undefined;
    if (reply.error) return { ok: false, message: errorMessage(te, reply.error) };
    confirmed.current = true;
    return { ok: true };
  };

  async function submit(form: FormData): Promise<StepResult | undefined> {
    if (!way) return undefined;
    if (way === "passkey") return result(await verifyIdentity.passkey());
    if (way === "email" && !sent) {
      const reply = await verifyIdentity.sendEmailCode();
      if (!reply.error) setSent(true);
      return reply.error ? { ok: false, message: errorMessage(te, reply.error) } : undefined;
    }
    const value = String(form.get("secret") ?? "");
    const given = way === "password" ? value : value.trim();
    setMissing(!given);
    if (!given) return undefined;
    return result(await verifyIdentity[way](given));
  }

  async function resend() {
    setSent(false);
    const reply = await verifyIdentity.sendEmailCode();
    if (!reply.error) setSent(true);
  }

  function choose(next: Way) {
    setWay(next);
    setSent(false);
    setMissing(false);
  }

  const confirmLabel = way === "passkey" ? t("passkeyStart") : way === "email" && !sent ? t("send") : t("confirm");
  return (
    <ConfirmDialogContent
      open={open}
      onOpenChange={(next) => !next && onSettled(confirmed.current)}
      initiallyOpen={false}
      focusTrigger={false}
      tone="primary"
      title={t("title")}
      description={t("lead")}
      cancelLabel={t("cancel")}
      confirmLabel={confirmLabel}
      canConfirm={way !== null}
      formLabel={t("title")}
      networkError={te("network")}
      errorFirst
      onSubmit={submit}
    >
      {way === null ? (
        <p className="text-sm text-muted-foreground" role="status">
          {t("loading")}
        </p>
      ) : (
        <WayFields key={way} way={way} sent={sent} missing={missing} />
      )}
      {ways && ways.length > 1 && (
        <nav aria-label={t("otherWays")} className="flex flex-col items-start gap-1">
          {way === "email" && sent && (
            <Button variant="link" size="sm" onClick={() => void resend()}>
              {t("resend")}
            </Button>
          )}
          {ways
            .filter((other) => other !== way)
            .map((other) => (
              <Button key={other} variant="link" size="sm" onClick={() => choose(other)}>
                {t(USE_KEY[other])}
              </Button>
            ))}
        </nav>
      )}
    </ConfirmDialogContent>
  );
}

function WayFields({ way, sent, missing }: { way: Way; sent: boolean; missing: boolean }) {
  const t = useTranslations("settings.verifyIdentity");
  const tc = useTranslations("common");
  if (way === "passkey") return <p className="text-sm text-pretty text-muted-foreground">{t("passkeyLead")}</p>;
  if (way === "password") {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-pretty text-muted-foreground">{t("passwordLead")}</p>
        <FormField label={tc("password")} error={missing ? t("passwordRequired") : undefined}>
          <PasswordInput name="secret" autoComplete="current-password" />
        </FormField>
      </div>
    );
  }
  if (way === "email" && !sent) return <p className="text-sm text-pretty text-muted-foreground">{t("emailLead")}</p>;
  const lead = { app: t("appLead"), backup: t("backupLead"), email: t("emailSentLead") }[way];
  const label = { app: t("codeLabel"), backup: t("backupLabel"), email: t("emailCodeLabel") }[way];
  return (
    <div className="flex flex-col gap-3">
      {way === "email" ? <Alert tone="success">{lead}</Alert> : <p className="text-sm text-pretty text-muted-foreground">{lead}</p>}
      <CodeField label={label} name="secret" backup={way === "backup"} error={missing ? t("codeRequired") : undefined} />
    </div>
  );
}
