"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { changePlanAction } from "@/lib/billing/actions";
import type { PlanChoice } from "@/lib/billing/model";

/** Moves a subscription to another recurring plan, chosen in a dialog; Polar settles the difference. */
export function ChangePlanDialog({ subscriptionId, plans, onDone }: { subscriptionId: string; plans: PlanChoice[]; onDone: () => void }) {
  const t = useTranslations("billing");
  const [choiceError, setChoiceError] = useState<string | null>(null);

  const submit = async (form: FormData) => {
    const productId = String(form.get("productId") ?? "");
    const chosen = plans.some((p) => p.id === productId);
    setChoiceError(chosen ? null : t("choosePlanError"));
    return chosen ? changePlanAction({ subscriptionId, productId }) : undefined;
  };

  return (
    <FormDialog
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
      onSubmit={submit}
      onDone={onDone}
      formLabel={t("changePlan")}
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
    </FormDialog>
  );
}
