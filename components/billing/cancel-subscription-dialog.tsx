"use client";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
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
  const [open, setOpen] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();

  const submit = (form: FormData) => {
    const reason = form.get("reason");
    if (!isReason(reason)) return setReasonError(t("chooseReasonError"));
    setReasonError(null);
    start(async () => {
      const outcome = await cancelAction({ subscriptionId, reason, comment: String(form.get("comment") ?? "") });
      if (!outcome.ok) return setError(outcome.message);
      setError(null);
      setOpen(false);
      onDone();
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-danger hover:bg-danger/10 hover:text-danger">
          {t("cancel")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("cancelTitle")}</AlertDialogTitle>
          <AlertDialogDescription>
            {endsOn ? t("cancelDescription", { date: endsOn }) : t("cancelDescriptionNoDate")}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <Form onData={submit} noValidate className="flex flex-col gap-4" aria-label={t("cancelTitle")}>
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
          {error && <Alert tone="error">{error}</Alert>}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{t("keep")}</AlertDialogCancel>
            <Button type="submit" variant="danger" pending={pending}>
              {t("confirmCancel")}
            </Button>
          </AlertDialogFooter>
        </Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
