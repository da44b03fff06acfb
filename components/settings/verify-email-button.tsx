"use client";
/** Sends a fresh verification link to the user's own unverified address; one click, then it says it went. */
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { publicAuth } from "@/lib/auth/browser/public-client";

export function VerifyEmailButton({ email }: { email: string }) {
  const t = useTranslations("verify");
  const { pending, error, run } = useAuthAction();
  const [sent, setSent] = useState(false);

  async function send() {
    const result = await run(() => publicAuth.sendVerificationEmail({ email, callbackURL: "/settings" }));
    if (result && !result.error) setSent(true);
  }

  if (sent) return <Alert tone="success">{t("resent")}</Alert>;
  return (
    <div className="grid gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      <Button variant="outline" size="sm" className="justify-self-start" pending={pending} onClick={send}>
        {t("resend")}
      </Button>
    </div>
  );
}
