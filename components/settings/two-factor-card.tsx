"use client";
/**
 * Two-step sign-in in the security settings. Off: "Turn on" asks for the password, shows the authenticator
 * app's QR code, takes a first code from the app, then shows the 10 backup codes once. On: new backup codes
 * (the old ones stop working) and "Turn off", each after the password. A person without a password skips that
 * step: the server asks them to confirm it's them when their last confirmation is old (./verify-identity/).
 */
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { PasswordInput } from "@/components/auth/password-input";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { FormField } from "@/components/ui/form-field";
import { accountAuth } from "@/lib/account/client";
import { AuthenticatorSetup } from "./authenticator-setup";
import { BackupCodes } from "./backup-codes";
import { notify } from "./notify";
import { useRequiredField, type StepFormProps } from "./required-field";
import { useVerified } from "./verify-identity/provider";
import { StepActions } from "./step-actions";

type Purpose = "enable" | "regenerate" | "disable";
type Step =
  | { kind: "idle" }
  | { kind: "password"; purpose: Purpose }
  | { kind: "scan"; totpURI: string; codes: string[] }
  | { kind: "codes"; codes: string[] };

export function TwoFactorCard({ enabled, hasPassword, email }: { enabled: boolean; hasPassword: boolean; email: string }) {
  const t = useTranslations("twoFactor");
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const { pending, error, setError, run } = useAuthAction();
  const confirmedFirst = useVerified();
  const go = (next: Step) => (setError(null), setStep(next));

  /** Runs a purpose with the password, or, for a person without one, after confirming it's them if asked. */
  async function withPassword(purpose: Purpose, password?: string) {
    const input = password === undefined ? {} : { password };
    if (purpose === "enable") {
      const result = await run(() => confirmedFirst(() => accountAuth.twoFactor.enable(input)));
      if (result?.data) go({ kind: "scan", totpURI: result.data.totpURI, codes: result.data.backupCodes });
    } else if (purpose === "regenerate") {
      const result = await run(() => confirmedFirst(() => accountAuth.twoFactor.generateBackupCodes(input)));
      if (result?.data) go({ kind: "codes", codes: result.data.backupCodes });
    } else {
      const result = await run(() => confirmedFirst(() => accountAuth.twoFactor.disable(input)));
      if (result?.data) finish(t("disabled"));
    }
  }

  // Turning it on needs no "are you sure" of its own: without a password it goes straight to the QR code.
  const choose = (purpose: Purpose) =>
    hasPassword || purpose !== "enable" ? go({ kind: "password", purpose }) : void withPassword(purpose);

  async function confirmCode(code: string, codes: string[]) {
    const result = await run(() => accountAuth.twoFactor.verifyTotp({ code }));
    if (!result?.data) return;
    notify(t("enabled"));
    go({ kind: "codes", codes });
  }

  function finish(message?: string) {
    if (message) notify(message);
    go({ kind: "idle" });
    router.refresh();
  }

  return (
    <Card
      id="two-factor"
      title={t("title")}
      description={t("description")}
      actions={<Badge variant={enabled ? "success" : "neutral"}>{enabled ? t("on") : t("off")}</Badge>}
    >
      {step.kind === "idle" && (
        <>
          {error && !pending && <Alert tone="error">{error}</Alert>}
          <Idle enabled={enabled} pending={pending} onPurpose={choose} />
        </>
      )}
      {step.kind === "password" && (
        <PasswordStep
          purpose={step.purpose}
          hasPassword={hasPassword}
          pending={pending}
          error={error}
          onPassword={(password) => void withPassword(step.purpose, password)}
          onCancel={() => go({ kind: "idle" })}
        />
      )}
      {step.kind === "scan" && (
        <AuthenticatorSetup
          totpURI={step.totpURI}
          pending={pending}
          error={error}
          onCode={(code) => void confirmCode(code, step.codes)}
          onCancel={() => finish()}
        />
      )}
      {step.kind === "codes" && <BackupCodes codes={step.codes} email={email} onDone={() => finish()} />}
    </Card>
  );
}

function Idle({ enabled, pending, onPurpose }: { enabled: boolean; pending: boolean; onPurpose: (purpose: Purpose) => void }) {
  const t = useTranslations("twoFactor");
  if (!enabled)
    return (
      <Button className="w-fit" pending={pending} onClick={() => onPurpose("enable")}>
        {t("turnOn")}
      </Button>
    );
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-pretty text-muted-foreground">{t("onLead")}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onPurpose("regenerate")}>
          {t("regenerate")}
        </Button>
        <Button variant="danger" onClick={() => onPurpose("disable")}>
          {t("turnOff")}
        </Button>
      </div>
    </div>
  );
}

/** The step before a change: the password, or for a person without one, only what the change will do. */
function PasswordStep(
  props: StepFormProps & { purpose: Purpose; hasPassword: boolean; onPassword: (password: string | undefined) => void },
) {
  const t = useTranslations("twoFactor");
  const tc = useTranslations("common");
  const { missing, onData } = useRequiredField("password", props.onPassword, { trim: false });
  const disableLead = props.hasPassword ? t("disableLead") : t("disableLeadPasswordless");
  const lead = { enable: t("passwordLead"), regenerate: t("regenerateLead"), disable: disableLead }[props.purpose];
  const submit = { enable: t("continue"), regenerate: t("regenerate"), disable: t("turnOff") }[props.purpose];
  return (
    <Form
      onData={props.hasPassword ? onData : () => props.onPassword(undefined)}
      noValidate
      aria-label={t("title")}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-pretty text-muted-foreground">{lead}</p>
      {props.error && <Alert tone="error">{props.error}</Alert>}
      {props.hasPassword && (
        <FormField label={tc("password")} error={missing ? t("passwordRequired") : undefined}>
          <PasswordInput name="password" autoComplete="current-password" />
        </FormField>
      )}
      <StepActions label={submit} danger={props.purpose === "disable"} pending={props.pending} onCancel={props.onCancel} />
    </Form>
  );
}
