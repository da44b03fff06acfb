"use client";
/**
 * The address and its state, and the change of address: a link goes to the new address and the change
 * happens when it is opened, so the form says where the link went and clears itself.
 */
import { BadgeCheck, CircleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { accountAuth } from "@/lib/account/client";
import { notify } from "./notify";
import { VerifyEmailButton } from "./verify-email-button";
import { useVerified } from "./verify-identity/provider";

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmailCard({ email, verified }: { email: string; verified: boolean }) {
  const t = useTranslations("settings.email");
  const te = useTranslations("settings.errors");
  const { pending, error, run } = useAuthAction();
  const confirmedFirst = useVerified();
  const [newEmail, setNewEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit() {
    const wanted = newEmail.trim();
    setInvalid(!LOOKS_LIKE_EMAIL.test(wanted));
    if (!LOOKS_LIKE_EMAIL.test(wanted)) return;
    setSentTo(null);
    const result = await run(() => confirmedFirst(() => accountAuth.changeEmail({ newEmail: wanted, callbackURL: "/settings" })));
    if (!result || result.error) return;
    setSentTo(wanted);
    setNewEmail("");
    notify(t("sent", { email: wanted }));
  }

  return (
    <Card
      id="email"
      title={t("title")}
      description={t("description")}
      footer={
        <Button type="submit" form="email-form" variant="outline" pending={pending}>
          {t("submit")}
        </Button>
      }
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-sm text-muted-foreground">{t("current")}</span>
        <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{email}</span>
        <Badge variant={verified ? "neutral" : "outline"}>
          {verified ? <BadgeCheck className="text-success" aria-hidden /> : <CircleAlert className="text-warning" aria-hidden />}
          {verified ? t("verified") : t("unverified")}
        </Badge>
      </div>
      {!verified && <VerifyEmailButton email={email} />}
      <Form id="email-form" onData={submit} noValidate className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        {sentTo && <Alert tone="success">{t("sent", { email: sentTo })}</Alert>}
        <Field
          label={t("newEmail")}
          name="newEmail"
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
          error={invalid ? te("emailInvalid") : undefined}
        />
      </Form>
    </Card>
  );
}
