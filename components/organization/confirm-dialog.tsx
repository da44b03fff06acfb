"use client";
/**
 * A destructive step behind an alert dialog: it stays open while the step runs (the confirm button shows a
 * spinner), shows a refusal inside the dialog in the user's language, and closes only once the step is done.
 * `children` add content between the text and the buttons (e.g. a field to type a name into), and
 * `canConfirm` holds the button until that content is right.
 */
import { useState, type ReactElement, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Loader2 } from "lucide-react";

export type ConfirmResult = { ok: true } | { ok: false; error: string };

export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  canConfirm = true,
  onOpenChange,
  children,
}: {
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => Promise<ConfirmResult>;
  canConfirm?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function change(next: boolean) {
    if (pending) return;
    setOpen(next);
    setError(null);
    onOpenChange?.(next);
  }

  async function confirm() {
    setPending(true);
    setError(null);
    const result = await onConfirm();
    setPending(false);
    if (result.ok) change(false);
    else setError(result.error);
  }

  return (
    <AlertDialog open={open} onOpenChange={change}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="[overflow-wrap:anywhere]">{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        {error && <Alert tone="error">{error}</Alert>}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant="danger"
            disabled={pending || !canConfirm}
            aria-busy={pending || undefined}
            onClick={(event) => {
              // Radix closes the dialog on click; it stays open until the step has answered.
              event.preventDefault();
              void confirm();
            }}
          >
            {pending && <Loader2 className="animate-spin" aria-hidden />}
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
