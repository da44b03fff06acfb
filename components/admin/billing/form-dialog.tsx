"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { FormDialog as Dialog } from "@/components/ui/form-dialog";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/action";

/**
 * A catalogue form in the console's FormDialog (components/ui/form-dialog.tsx): the fields are the children;
 * `submit` turns the form's data into an action call, or returns a message to show without calling anything.
 * Success closes it with a toast and a fresh read of the page (the change reaches the mirror by webhook).
 */
export function FormDialog({
  trigger,
  triggerVariant = "outline",
  done,
  submit,
  ...props
}: {
  trigger: ReactNode;
  triggerVariant?: ButtonProps["variant"];
  title: string;
  description?: string;
  submitLabel: string;
  done: string;
  submit: (data: FormData) => Promise<ActionResult> | string;
  children: ReactNode;
}) {
  const t = useTranslations("admin");
  const router = useRouter();
  return (
    <Dialog
      {...props}
      trigger={
        <Button variant={triggerVariant} size="sm">
          {trigger}
        </Button>
      }
      formLabel={props.title}
      closeLabel={t("billing.close")}
      networkError={t("common.network")}
      onSubmit={async (data) => {
        const call = submit(data);
        return typeof call === "string" ? { ok: false, message: call } : call;
      }}
      onDone={() => {
        toast.success(done);
        router.refresh();
      }}
    />
  );
}
