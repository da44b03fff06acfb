"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition, type ReactNode } from "react";
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
import { Button, type ButtonProps } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action";

/**
 * One console action behind a confirmation: the dialog names what will happen, stays open while Polar is
 * asked and shows a refusal inside it; on success a toast says so and the page is read again (the change
 * itself reaches the mirror through its webhook).
 */
export function ConfirmAction<Input>({
  action,
  input,
  label,
  title,
  description,
  confirm,
  done,
  variant = "outline",
  danger = false,
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
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const run = () =>
    start(async () => {
      const result = await action(input);
      if (!result.ok) return setError(result.message);
      setError(null);
      setOpen(false);
      const { toast } = await import("@/components/ui/toaster");
      toast.success(done);
      router.refresh();
    });
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && (setOpen(next), setError(null))}>
      <AlertDialogTrigger asChild>
        <Button variant={variant} size="sm">
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {error && <Alert tone="error">{error}</Alert>}
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={pending}>
              {t("keep")}
            </Button>
          </AlertDialogCancel>
          <Button variant={danger ? "danger" : "primary"} pending={pending} onClick={run}>
            {confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
