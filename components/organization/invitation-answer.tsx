"use client";
/**
 * Accepting (into the organization's pages) or declining an invitation, each with its own pending state. On
 * the invitation's own page (`layout="page"`) a decline is said in place; in the list of one's invitations
 * (`layout="row"`, small buttons) it is said in a toast and the list is read again without it.
 */
import { Check, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { toast } from "@/components/ui/toast";
import { organizationApi } from "@/lib/auth/browser/organization";

type Props = { invitationId: string; organizationSlug: string; organizationName: string; layout?: "page" | "row" };

export function InvitationAnswer({ invitationId, organizationSlug, organizationName, layout = "page" }: Props) {
  const t = useTranslations("org.accept");
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const [answer, setAnswer] = useState<"accept" | "reject" | null>(null);
  const [rejected, setRejected] = useState(false);
  const row = layout === "row";
  const size = row ? "sm" : "md";

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
    if (!result || result.error) return;
    if (!row) return setRejected(true);
    toast.success(t("rejected"));
    router.refresh();
  }

  if (rejected) return <Alert tone="success">{t("rejected")}</Alert>;
  return (
    <div className={cx("flex flex-col gap-3", row && "items-end")}>
      {error && <Alert tone="error">{error}</Alert>}
      <div className={cx("flex gap-2", row ? "flex-row" : "flex-col-reverse sm:flex-row")}>
        <Button
          variant="outline"
          size={size}
          pending={pending && answer === "reject"}
          disabled={pending}
          onClick={reject}
          aria-label={row ? `${t("reject")}: ${organizationName}` : undefined}
        >
          {!(pending && answer === "reject") && <X aria-hidden />}
          {t("reject")}
        </Button>
        <Button
          size={size}
          pending={pending && answer === "accept"}
          disabled={pending}
          onClick={accept}
          aria-label={row ? `${t("accept")}: ${organizationName}` : undefined}
        >
          {!(pending && answer === "accept") && <Check aria-hidden />}
          {t("accept")}
        </Button>
      </div>
    </div>
  );
}
