"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/auth/client";

export function InvitationAnswer({ invitationId, organizationSlug }: { invitationId: string; organizationSlug: string }) {
  const t = useTranslations("org.accept");
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const [rejected, setRejected] = useState(false);

  async function accept() {
    const result = await run(() => authClient.organization.acceptInvitation({ invitationId }));
    if (result && !result.error) {
      router.push(`/orgs/${organizationSlug}`);
      router.refresh();
    }
  }

  async function reject() {
    const result = await run(() => authClient.organization.rejectInvitation({ invitationId }));
    if (result && !result.error) setRejected(true);
  }

  if (rejected) return <Alert tone="success">{t("rejected")}</Alert>;
  return (
    <div className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex gap-2">
        <Button disabled={pending} onClick={accept}>
          {t("accept")}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={reject}>
          {t("reject")}
        </Button>
      </div>
    </div>
  );
}
