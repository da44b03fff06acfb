"use client";
/**
 * A signing secret, shown once (after adding an endpoint or rotating its secret): the value, a copy button, and
 * "Done", which forgets it. Nothing stores it in the browser.
 */
import { Check, Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

export function SecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useTranslations("webhooks");
  const [copied, setCopied] = useState(false);
  return (
    <Alert tone="warning" title={t("secretTitle")}>
      <div className="grid gap-2">
        <p>{t("secretOnce")}</p>
        <code data-testid="webhook-secret" className="rounded-md border bg-background px-2 py-1.5 font-mono text-xs break-all select-all">
          {secret}
        </code>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true))}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? t("copied") : t("copy")}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            {t("done")}
          </Button>
        </div>
      </div>
    </Alert>
  );
}
