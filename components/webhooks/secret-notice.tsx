"use client";
/**
 * A signing secret, shown once (after adding an endpoint or rotating its secret), in the webhook screens' words.
 */
import { useTranslations } from "next-intl";
import { SecretOnce } from "@/components/ui/secret-once";

export function SecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useTranslations("webhooks");
  return (
    <SecretOnce
      secret={secret}
      title={t("secretTitle")}
      text={t("secretOnce")}
      words={{ copy: t("copy"), copied: t("copied"), done: t("done") }}
      onDone={onDone}
      testId="webhook-secret"
    />
  );
}
