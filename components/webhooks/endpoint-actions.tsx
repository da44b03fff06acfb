"use client";
/**
 * An endpoint's actions on its page: send a test event, edit, turn off or on, rotate the secret (the new one
 * shown once), delete (back to the list). Each refusal is shown as a toast in the user's language.
 */
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { deleteEndpointAction, rotateSecretAction, sendTestEventAction, updateEndpointAction } from "@/lib/webhooks/actions";
import type { EventGroup } from "@/lib/webhooks/event-types";
import type { EndpointView } from "@/lib/webhooks/views";
import { EndpointFormDialog } from "./endpoint-form-dialog";
import { SecretNotice } from "./secret-notice";

type Props = { endpoint: EndpointView; organizationId?: string; groups: readonly EventGroup[]; listPath: string };

export function EndpointActions({ endpoint, organizationId, groups, listPath }: Props) {
  const t = useTranslations("webhooks");
  const router = useRouter();
  const [secret, setSecret] = useState<string | null>(null);
  const [pending, setPending] = useState<"test" | "toggle" | null>(null);
  const scope = { organizationId, id: endpoint.id };

  async function run(which: "test" | "toggle") {
    setPending(which);
    try {
      const result =
        which === "test" ? await sendTestEventAction(scope) : await updateEndpointAction({ ...scope, enabled: !endpoint.enabled });
      if (!result.ok) return toast.error(result.message);
      toast.success(which === "test" ? t("testSent") : endpoint.enabled ? t("disabledToast") : t("enabledToast"));
      router.refresh();
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void run("test")} disabled={!endpoint.enabled || pending !== null} aria-busy={pending === "test"}>
          {t("sendTest")}
        </Button>
        <EndpointFormDialog
          endpoint={endpoint}
          organizationId={organizationId}
          groups={groups}
          trigger={
            <Button size="sm" variant="outline">
              {t("edit")}
            </Button>
          }
        />
        <Button size="sm" variant="outline" onClick={() => void run("toggle")} disabled={pending !== null} aria-busy={pending === "toggle"}>
          {endpoint.enabled ? t("disable") : t("enable")}
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline">
              {t("rotate")}
            </Button>
          }
          title={t("rotateTitle")}
          description={t("rotateText")}
          cancelLabel={t("cancel")}
          confirmLabel={t("rotateConfirm")}
          tone="primary"
          onConfirm={async () => {
            const result = await rotateSecretAction(scope);
            if (result.ok) {
              setSecret(result.secret);
              router.refresh();
            }
            return result;
          }}
        />
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="danger">
              {t("remove")}
            </Button>
          }
          title={t("removeTitle")}
          description={t("removeText")}
          cancelLabel={t("cancel")}
          confirmLabel={t("remove")}
          onConfirm={async () => {
            const result = await deleteEndpointAction(scope);
            if (result.ok) {
              toast.success(t("removed"));
              router.push(listPath);
            }
            return result;
          }}
        />
      </div>
      {secret && <SecretNotice secret={secret} onDone={() => setSecret(null)} />}
    </div>
  );
}
