"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import type { ActionResult } from "@/lib/action";

/**
 * A console form in a dialog: the fields are the children; `submit` turns the form's data into an action
 * call (or returns a message to show without calling anything). Stays open while pending and on a refusal,
 * closes with a toast and a fresh read of the page on success.
 */
export function FormDialog({
  trigger,
  triggerVariant = "outline",
  title,
  description,
  submitLabel,
  done,
  submit,
  children,
}: {
  trigger: ReactNode;
  triggerVariant?: ButtonProps["variant"];
  title: string;
  description?: string;
  submitLabel: string;
  done: string;
  submit: (data: FormData) => Promise<ActionResult<{ ok: true }>> | string;
  children: ReactNode;
}) {
  const t = useTranslations("admin.billing");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const onData = (data: FormData) => {
    const call = submit(data);
    if (typeof call === "string") return setError(call);
    start(async () => {
      const result = await call;
      if (!result.ok) return setError(result.message);
      setError(null);
      setOpen(false);
      const { toast } = await import("@/components/ui/toaster");
      toast.success(done);
      router.refresh();
    });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && (setOpen(next), setError(null))}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size="sm">
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <Form onData={onData} noValidate className="grid gap-4" aria-label={title}>
          {children}
          {error && <Alert tone="error">{error}</Alert>}
          <DialogFooter>
            <Button type="submit" pending={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
