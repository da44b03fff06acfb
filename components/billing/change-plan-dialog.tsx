"use client";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { changePlanAction } from "@/lib/billing/actions";
import type { PlanChoice } from "@/lib/billing/model";

/** Moves a subscription to another recurring plan, chosen in a dialog; Polar settles the difference. */
export function ChangePlanDialog({ subscriptionId, plans, onDone }: { subscriptionId: string; plans: PlanChoice[]; onDone: () => void }) {
  const t = useTranslations("billing");
  const [open, setOpen] = useState(false);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();

  const submit = (form: FormData) => {
    const productId = String(form.get("productId") ?? "");
    if (!plans.some((p) => p.id === productId)) return setChoiceError(t("choosePlanError"));
    setChoiceError(null);
    start(async () => {
      const outcome = await changePlanAction({ subscriptionId, productId });
      if (!outcome.ok) return setError(outcome.message);
      setError(null);
      setOpen(false);
      onDone();
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !pending && setOpen(next)}
      trigger={
        <Button variant="outline" size="sm">
          {t("changePlan")}
        </Button>
      }
      title={t("changePlan")}
      description={t("changePlanDescription")}
      closeLabel={t("close")}
      cancelLabel={t("keepPlan")}
      submitLabel={t("confirmChangePlan")}
      pending={pending}
      onData={submit}
      formLabel={t("changePlan")}
      formClassName="flex flex-col gap-4"
    >
      <FormField label={t("changePlanTo")} error={choiceError}>
        <NativeSelect name="productId" defaultValue="" aria-invalid={choiceError ? true : undefined}>
          <option value="" disabled>
            {t("choosePlan")}
          </option>
          {plans.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {error && <Alert tone="error">{error}</Alert>}
    </FormDialog>
  );
}
