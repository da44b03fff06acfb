"use client";
import { useState } from "react";

/** How a dialog's step went: done, or refused with a sentence to show in the dialog. */
export type StepResult = { ok: true } | { ok: false; message: string };

export type DialogStepOptions<R extends StepResult> = {
  /** Held by the caller; without it the dialog keeps its own open state (opened by its trigger). */
  open?: boolean;
  /** Told of every opening and closing, the one after a finished step included. */
  onOpenChange?: (open: boolean) => void;
  /** Shown when the step throws (the server could not be reached); without it the error propagates. */
  networkError?: string;
  /** After a finished step, once the dialog has closed. */
  onDone?: (result: Extract<R, { ok: true }>) => void;
};

/**
 * The state of a dialog that runs one step (ConfirmDialog, FormDialog): it cannot be closed while the step
 * runs, shows a refusal inside it, and closes once the step is done. A step that answers `undefined` leaves
 * the dialog open as it is (it showed its own field errors, or the page is going away).
 */
export function useDialogStep<R extends StepResult>({ open, onOpenChange, networkError, onDone }: DialogStepOptions<R>) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function toggle(next: boolean) {
    setOwnOpen(next);
    setError(null);
    onOpenChange?.(next);
  }

  async function run(step: () => Promise<R | undefined>) {
    setPending(true);
    setError(null);
    let result: R | StepResult | undefined;
    try {
      result = await step();
    } catch (cause) {
      if (networkError === undefined) throw cause;
      result = { ok: false, message: networkError };
    } finally {
      setPending(false);
    }
    if (!result) return;
    if (!result.ok) return setError(result.message);
    toggle(false);
    onDone?.(result as Extract<R, { ok: true }>);
  }

  return {
    open: open ?? ownOpen,
    /** For the dialog's onOpenChange: ignored while the step runs. */
    change: (next: boolean) => !pending && toggle(next),
    pending,
    error,
    run,
  };
}
