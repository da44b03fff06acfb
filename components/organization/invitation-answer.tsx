"use client";
/** Accepting (into the organization's pages) or declining an invitation, each with its own pending state. */
import { Check, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { organizationApi } from "@/lib/auth/browser/organization";

export function InvitationAnswer({ invitationId, organizationSlug }: { invitationId: string; organizationSlug: string }) {
  const t = useTranslations("org.accept");
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const [answer, setAnswer] = useState<"accept" | "reject" | null>(null);
  const [rejected, setRejected] = useState(false);

  async function accept() {
    setAnswer("accept");
    const result = await run(async () => (await organizationApi()).acceptInvitation({ invitationId }));
    if (result && !result.error) {
      router.push(`/orgs/${organizationSlug}`);
      router.refresh();
    }
  }

  async function reject() {
    setAnswer("reject");
    const result = await run(async () => (await organizationApi()).rejectInvitation({ invitationId }));
    if (result && !result.error) setRejected(true);
  }

  if (rejected) return <Alert tone="success">{t("rejected")}</Alert>;
  return (
    <div className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="outline" pending={pending && answer === "reject"} disabled={pending} onClick={reject}>
          {!(pending && answer === "reject") && <X aria-hidden />}
          {t("reject")}
        </Button>
        <Button pending={pending && answer === "accept"} disabled={pending} onClick={accept}>
          {!(pending && answer === "accept") && <Check aria-hidden />}
          {t("accept")}
        </Button>
      </div>
    </div>
  );
}
