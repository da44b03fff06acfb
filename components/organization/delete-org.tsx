"use client";
/**
 * Deleting the organization (owners only): a danger-zone card whose button opens a confirmation that asks for
 * the organization's name to be typed, so a slip of the mouse never deletes one.
 */
import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useOrgCall } from "./use-org-call";

export function DeleteOrg({ organization }: { organization: { id: string; name: string } }) {
  const t = useTranslations("org.delete");
  const router = useRouter();
  const call = useOrgCall();
  const inputId = useId();
  const [typed, setTyped] = useState("");

  return (
    <Card id="org-delete" tone="danger" title={t("title")} description={t("lead")}>
      <ConfirmDialog
        trigger={
          <Button variant="danger" className="self-start">
            <Trash2 aria-hidden />
            {t("submit")}
          </Button>
        }
        title={t("confirmTitle", { name: organization.name })}
        description={t("confirmText")}
        confirmLabel={t("submit")}
        cancelLabel={t("cancel")}
        canConfirm={typed.trim() === organization.name}
        onOpenChange={() => setTyped("")}
        onConfirm={() => call((api) => api.delete({ organizationId: organization.id }), t("deleted", { name: organization.name }))}
        onDone={() => router.push("/")}
      >
        <div className="grid gap-2">
          <Label htmlFor={inputId} className="block leading-5 font-normal [overflow-wrap:anywhere]">
            {t.rich("confirmLabel", { name: organization.name, b: (chunks) => <strong className="font-semibold">{chunks}</strong> })}
          </Label>
          <Input id={inputId} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} />
        </div>
      </ConfirmDialog>
    </Card>
  );
}
