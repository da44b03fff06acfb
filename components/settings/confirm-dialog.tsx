"use client";
/**
 * The alert dialog of a <ConfirmButton>, in its own chunk: loaded on the first click, so the settings pages
 * do not carry the dialog's code in their first load. It stays open while the step runs (its button shows a
 * spinner), shows a refusal inside it in the user's language, and closes once the step is done.
 */
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action";

export type ConfirmDialogProps = {
  open: boolean;
  onClose: (done: boolean) => void;
  title: string;
  description: ReactNode;
  confirm: string;
  run: () => Promise<ActionResult>;
};

export default function ConfirmDialog({ open, onClose, title, description, confirm, run }: ConfirmDialogProps) {
  const tc = useTranslations("common");
  const terr = useTranslations("errors");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function go() {
    setPending(true);
    setError(null);
    try {
      const result = await run();
      if (!result.ok) return setError(result.message);
      onClose(true);
    } catch {
      setError(terr("network"));
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (pending || next) return;
        setError(null);
        onClose(false);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="[overflow-wrap:anywhere]">{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {error && <Alert tone="error">{error}</Alert>}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{tc("cancel")}</AlertDialogCancel>
          <Button variant="danger" pending={pending} onClick={go}>
            {confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
