"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NativeSelect } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { cancelAction } from "@/lib/billing/actions";
import { CANCELLATION_REASONS, type CancellationReason } from "@/lib/billing/model";

const isReason = (value: unknown): value is CancellationReason => CANCELLATION_REASONS.includes(value as CancellationReason);

/**
 * Cancel at the end of the period, asked in an alert dialog: why (one of Polar's reasons) and an optional
 * comment. Stays open while Polar is asked; an error shows inside it.
 */
export function CancelSubscriptionDialog({
  subscriptionId,
  endsOn,
  onDone,
}: {
  subscriptionId: string;
  endsOn: string | null;
  onDone: () => void;
}) {
  const t = useTranslations("billing");
  const [reasonError, setReasonError] = useState<string | null>(null);

  const submit = async (form: FormData) => {
    const reason = form.get("reason");
    setReasonError(isReason(reason) ? null : t("chooseReasonError"));
    if (!isReason(reason)) return undefined;
    return cancelAction({ subscriptionId, reason, comment: String(form.get("comment") ?? "") });
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-danger hover:bg-danger/10 hover:text-danger">
          {t("cancel")}
        </Button>
      }
      title={t("cancelTitle")}
      description={endsOn ? t("cancelDescription", { date: endsOn }) : t("cancelDescriptionNoDate")}
      cancelLabel={t("keep")}
      confirmLabel={t("confirmCancel")}
      onSubmit={submit}
      onDone={onDone}
      formLabel={t("cancelTitle")}
    >
      <FormField label={t("cancelReason")} error={reasonError}>
        <NativeSelect name="reason" defaultValue="" aria-invalid={reasonError ? true : undefined}>
          <option value="" disabled>
            {t("chooseReason")}
          </option>
          {CANCELLATION_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`reasons.${r}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("cancelComment")}>
        <Textarea name="comment" maxLength={500} rows={3} />
      </FormField>
    </ConfirmDialog>
  );
}
