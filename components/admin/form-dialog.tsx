"use client";
/**
 * A dialog holding a small form for one operator action (ban, set password, create a user…): the fields are its
 * children, `run` gets the FormData and returns the action's result. A refusal stays in the dialog, in the
 * operator's language; success closes it, says so in a toast and re-reads the page (or calls `onDone`).
 */
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type ReactElement, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { notify } from "@/components/settings/notify";

type Result = { ok: true } | { ok: false; message: string };

export function FormDialog<R extends Result>({
  trigger,
  title,
  description,
  submitLabel,
  destructive,
  done,
  run,
  onDone,
  children,
}: {
  trigger: ReactElement;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  destructive?: boolean;
  done: string;
  run: (data: FormData) => Promise<R>;
  onDone?: (result: Extract<R, { ok: true }>) => void;
  children?: ReactNode;
}) {
  const t = useTranslations("admin.common");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(data: FormData) {
    setPending(true);
    setError(null);
    const result = await run(data).catch(() => ({ ok: false as const, message: t("network") }));
    setPending(false);
    if (!result.ok) {
      setError((result as { message: string }).message);
      return;
    }
    setOpen(false);
    notify(done);
    if (onDone) onDone(result as Extract<R, { ok: true }>);
    else router.refresh();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        setError(null);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">{title}</DialogTitle>
          {description && <DialogDescription className="[overflow-wrap:anywhere]">{description}</DialogDescription>}
        </DialogHeader>
        <Form onData={submit} className="grid gap-4">
          {error && <Alert tone="error">{error}</Alert>}
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {t("cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" variant={destructive ? "danger" : "primary"} disabled={pending} aria-busy={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
