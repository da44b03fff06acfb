"use client";
/**
 * The console's FormDialog (components/ui/form-dialog.tsx) for one operator action (ban, set password, create
 * a user, invite…): the console's labels, the refusal above the fields, the browser's own checks of `required`
 * fields unless `noValidate` (the form checks its fields itself: `run` answers undefined after showing why);
 * success says `done` in a toast and re-reads the page (or calls `onDone`).
 */
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import { FormDialog as Dialog } from "@/components/ui/form-dialog";
import { toast } from "@/components/ui/toast";
import type { StepResult } from "@/components/ui/use-step";

export function FormDialog<R extends StepResult>({
  destructive,
  noValidate,
  done,
  run,
  onDone,
  ...props
}: {
  trigger: ReactElement;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  destructive?: boolean;
  noValidate?: boolean;
  done: string;
  run: (data: FormData) => Promise<R | undefined>;
  onDone?: (result: Extract<R, { ok: true }>) => void;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}) {
  const t = useTranslations("admin.common");
  const router = useRouter();
  return (
    <Dialog
      {...props}
      closeLabel={t("close")}
      cancelLabel={t("cancel")}
      networkError={t("network")}
      tone={destructive ? "danger" : "primary"}
      errorFirst
      browserValidation={!noValidate}
      onSubmit={run}
      onDone={(result) => {
        toast.success(done);
        if (onDone) onDone(result);
        else router.refresh();
      }}
    />
  );
}
