"use client";
import { useState } from "react";
import { useStep, type StepResult } from "./use-step";

export type DialogStepOptions<R extends StepResult> = {
  /** Held by the caller; without it the dialog keeps its own open state (opened by its trigger). */
  open?: boolean;
  /** Told of every opening and closing, the one after a finished step included. */
  onOpenChange?: (open: boolean) => void;
  /** Shown when the step throws (the server could not be reached); without it the error propagates. */
  networkError?: string;
  /** After a finished step, once the dialog has closed. */
  onDone?: (result: Extract<R, { ok: true }>) => void;
  /** Opens with its first render (a dialog whose code loaded because its trigger was pressed). */
  initiallyOpen?: boolean;
};

/**
 * The state of a dialog that runs one step (ConfirmDialog, FormDialog): it cannot be closed while the step
 * runs, shows a refusal inside it, and closes once the step is done. A step that answers `undefined` leaves
 * the dialog open as it is (it showed its own field errors, or the page is going away).
 */
export function useDialogStep<R extends StepResult>({
  open,
  onOpenChange,
  networkError,
  onDone,
  initiallyOpen = false,
}: DialogStepOptions<R>) {
  const [ownOpen, setOwnOpen] = useState(initiallyOpen);
  const step = useStep(networkError);

  function toggle(next: boolean) {
    setOwnOpen(next);
    step.setError(null);
    onOpenChange?.(next);
  }

  async function run(action: () => Promise<R | undefined>) {
    const done = await step.run(action);
    if (!done) return;
    toggle(false);
    onDone?.(done);
  }

  return {
    open: open ?? ownOpen,
    /** For the dialog's onOpenChange: ignored while the step runs. */
    change: (next: boolean) => !step.pending && toggle(next),
    pending: step.pending,
    error: step.error,
    run,
  };
}
