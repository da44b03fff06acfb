"use client";
/** A two-step sign-in form's buttons: its submit (danger for a step that weakens the account) and Cancel. */
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { StepFormProps } from "./required-field";

export function StepActions({
  label,
  danger = false,
  pending,
  onCancel,
}: Omit<StepFormProps, "error"> & { label: string; danger?: boolean }) {
  const t = useTranslations("twoFactor");
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" variant={danger ? "danger" : "primary"} pending={pending}>
        {label}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {t("cancel")}
      </Button>
    </div>
  );
}
