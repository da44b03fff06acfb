"use client";
/**
 * The second step of a sign-in: a code from the authenticator app, or one of the backup codes, or a code sent
 * by e-mail, with "trust this device for 30 days". The code field fills itself from a code the device offers
 * (one-time-code autofill). Once the code is taken, the person goes where their sign-in was going.
 */
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form } from "@/components/ui/form";
import { publicAuth } from "@/lib/auth/browser/public-client";
import { CodeField } from "./code-field";
import { useAuthAction } from "./use-auth-action";

type Way = "app" | "backup" | "email";

const VERIFY: Record<Way, (input: Record<string, unknown>) => ReturnType<typeof publicAuth.twoFactor.verifyTotp>> = {
  app: publicAuth.twoFactor.verifyTotp,
  backup: publicAuth.twoFactor.verifyBackupCode,
  email: publicAuth.twoFactor.verifyOtp,
};

export function TwoFactorForm({ callbackURL }: { callbackURL: string }) {
  const t = useTranslations("twoFactor");
  const router = useRouter();
  const [way, setWay] = useState<Way>("app");
  const [trust, setTrust] = useState(false);
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState(false);
  const { pending, error, setError, run } = useAuthAction();
  const [leaving, startLeaving] = useTransition();

  async function submit(form: FormData) {
    const code = String(form.get("code") ?? "").trim();
    setMissing(!code);
    if (!code) return;
    const result = await run(() => VERIFY[way]({ code, trustDevice: trust }));
    if (result && !result.error) startLeaving(() => (router.push(callbackURL), router.refresh()));
  }

  async function sendEmail() {
    setWay("email");
    setSent(false);
    const result = await run(() => publicAuth.twoFactor.sendOtp({}));
    if (result && !result.error) setSent(true);
  }

  function choose(next: Way) {
    setWay(next);
    setError(null);
    setMissing(false);
  }

  const lead = { app: t("stepApp"), backup: t("stepBackup"), email: t("stepEmail") }[way];
  const label = { app: t("codeLabel"), backup: t("backupLabel"), email: t("emailCodeLabel") }[way];
  return (
    <div className="flex flex-col gap-5">
      <Form key={way} onData={submit} noValidate aria-label={t("stepTitle")} className="flex flex-col gap-4">
        <p className="text-sm text-pretty text-muted-foreground">{lead}</p>
        {error && <Alert tone="error">{error}</Alert>}
        {sent && !error && <Alert tone="success">{t("emailSent")}</Alert>}
        <CodeField label={label} name="code" backup={way === "backup"} error={missing ? t("codeRequired") : undefined} />
        <label className="flex w-fit items-center gap-2 text-sm">
          <Checkbox name="trustDevice" checked={trust} onChange={(event) => setTrust(event.target.checked)} />
          {t("trustDevice")}
        </label>
        <Button type="submit" pending={pending || leaving} className="w-full">
          {t("verify")}
        </Button>
      </Form>
      <nav aria-label={t("ways")} className="flex flex-col items-center gap-1">
        {way !== "app" && (
          <Button variant="link" size="sm" onClick={() => choose("app")}>
            {t("useApp")}
          </Button>
        )}
        {way !== "backup" && (
          <Button variant="link" size="sm" onClick={() => choose("backup")}>
            {t("useBackup")}
          </Button>
        )}
        <Button variant="link" size="sm" onClick={() => void sendEmail()} disabled={pending}>
          {t("sendEmail")}
        </Button>
      </nav>
    </div>
  );
}
