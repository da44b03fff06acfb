"use client";
/**
 * The console's one form dialog, on the design system's FormDialog (components/ui/form-dialog.tsx), for an operator
 * action (ban, set password, create a user, invite…) or a catalogue form (components/admin/billing/catalogue-forms.tsx):
 * the console's labels; the browser's own checks of `required` fields unless `noValidate` (the form checks its fields
 * itself); `run` answers the action's result, undefined after showing why itself, or a sentence to show without
 * calling anything. By default the refusal stands above the fields and a Cancel button beside the submit button
 * (`errorFirst={false}`, `cancel={false}` for the catalogue's look). Success says `done` in a toast and re-reads the
 * page (or calls `onDone`).
 */
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { toast } from "@/components/ui/toast";
import type { StepResult } from "@/components/ui/use-step";

export type ConsoleFormDialogProps<R extends StepResult> = {
  trigger: ReactElement;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  destructive?: boolean;
  noValidate?: boolean;
  /** A Cancel button beside the submit button (the default). */
  cancel?: boolean;
  /** The refusal above the fields (the default) or under them. */
  errorFirst?: boolean;
  /** Names the form (role "form") for assistive technology. */
  formLabel?: string;
  done: string;
  run: (data: FormData) => Promise<R | undefined> | string;
  onDone?: (result: Extract<R, { ok: true }>) => void;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
};

export function ConsoleFormDialog<R extends StepResult>({
  destructive,
  noValidate,
  cancel = true,
  errorFirst = true,
  done,
  run,
  onDone,
  ...props
}: ConsoleFormDialogProps<R>) {
  const t = useTranslations("admin.common");
  const router = useRouter();
  return (
    <FormDialog<R | { ok: false; message: string }>
      {...props}
      closeLabel={t("close")}
      cancelLabel={cancel ? t("cancel") : undefined}
      networkError={t("network")}
      tone={destructive ? "danger" : "primary"}
      errorFirst={errorFirst}
      browserValidation={!noValidate}
      onSubmit={async (data) => {
        const call = run(data);
        return typeof call === "string" ? { ok: false, message: call } : call;
      }}
      onDone={(result) => {
        toast.success(done);
        if (onDone) onDone(result);
        else router.refresh();
      }}
    />
  );
}
