"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { ButtonProps } from "@/components/ui/button";
import { ConfirmButton } from "@/components/settings/confirm-button";
import type { ActionResult } from "@/lib/action";

/**
 * One console action behind a confirmation, for server pages (they hand over the action and its input): the
 * dialog names what will happen, stays open while Polar is asked and shows a refusal inside it; on success a
 * toast says so and the page is read again (the change itself reaches the mirror through its webhook).
 */
export function ConfirmAction<Input>({
  action,
  input,
  label,
  danger = false,
  ...props
}: {
  action: (input: Input) => Promise<ActionResult>;
  input: Input;
  label: ReactNode;
  title: string;
  description: ReactNode;
  confirm: string;
  done: string;
  variant?: ButtonProps["variant"];
  danger?: boolean;
}) {
  const t = useTranslations("admin.billing");
  return (
    <ConfirmButton {...props} tone={danger ? "danger" : "primary"} cancel={t("keep")} run={() => action(input)}>
      {label}
    </ConfirmButton>
  );
}
