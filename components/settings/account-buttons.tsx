"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { linkAccountAction, unlinkAccountAction } from "@/lib/account/actions";
import { ConfirmButton } from "./confirm-button";

/** Unlinks after a confirmation; on the last way to sign in it stays disabled, and the row says why. */
export function UnlinkButton({
  accountId,
  provider,
  lastOne,
  reasonId,
}: {
  accountId: string;
  provider: string;
  lastOne: boolean;
  reasonId: string;
}) {
  const t = useTranslations("settings.accounts");
  if (lastOne) {
    // aria-disabled, not disabled: the button stays focusable, so keyboard and screen reader users meet it and
    // hear the reason (the sentence under the account's name, shown to everyone).
    return (
      <Button variant="outline" size="sm" aria-disabled aria-describedby={reasonId} aria-label={t("unlinkProvider", { provider })}>
        {t("unlink")}
      </Button>
    );
  }
  return (
    <ConfirmButton
      label={t("unlinkProvider", { provider })}
      title={t("unlinkTitle", { provider })}
      description={t("unlinkText", { provider })}
      confirm={t("unlink")}
      done={t("unlinked", { provider })}
      run={() => unlinkAccountAction({ accountId })}
    >
      {t("unlink")}
    </ConfirmButton>
  );
}

/** Sends the browser to the provider's consent screen; it comes back to this page linked (or with ?error=). */
export function LinkButton({ providerId, provider }: { providerId: string; provider: string }) {
  const t = useTranslations("settings.accounts");
  const terr = useTranslations("errors");
  const [pending, setPending] = useState(false);

  async function link() {
    setPending(true);
    try {
      const result = await linkAccountAction({ providerId });
      if (result.ok) return window.location.assign(result.url);
      toast.error(result.message);
    } catch {
      toast.error(terr("network"));
    }
    setPending(false);
  }

  return (
    <Button variant="outline" size="sm" pending={pending} onClick={link} aria-label={t("linkProvider", { provider })}>
      {t("link")}
    </Button>
  );
}
