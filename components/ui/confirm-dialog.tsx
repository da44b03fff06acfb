"use client";
/**
 * A step to confirm in an alert dialog (role "alertdialog"; focus starts on Cancel): it stays open while the
 * step runs (the confirm button shows a spinner), shows a refusal inside it, and closes once the step is done.
 * Labels come from the caller, in the user's language. The dialog's code loads on first intent (./lazy-dialog.tsx).
 * - `trigger` opens it, or the caller holds it with `open`/`onOpenChange` (and says where focus returns with
 *   `returnFocusTo`, since there is no trigger to return it to; `preloadConfirmDialog` on the caller's own button
 *   fetches the dialog's code on intent, as a trigger would).
 * - `children` sit between the text and the buttons (a name to type, with `canConfirm` holding the button
 *   until it is right). With `onSubmit` instead of `onConfirm` they are a form's fields and confirming submits it.
 * Usage:
 *   <ConfirmDialog trigger={<Button variant="ghost">Remove</Button>} title="Remove Ada?" description="…"
 *     cancelLabel="Cancel" confirmLabel="Remove" onConfirm={() => removeAction({ id })} />
 */
import type { ConfirmDialogProps } from "./confirm-dialog-content";
import { startLoad } from "./deferred";
import { LazyDialog } from "./lazy-dialog";
import type { StepResult } from "./use-step";

export type { ConfirmDialogProps };

const load = () => import("./confirm-dialog-content").then((m) => m.ConfirmDialogContent);

/** For a button that opens a held dialog: fetches the dialog's code when the pointer comes near or it gets focus. */
export const preloadConfirmDialog = () => void startLoad(load).catch(() => undefined);

export function ConfirmDialog<R extends StepResult>(props: ConfirmDialogProps<R>) {
  return <LazyDialog load={load} props={props as ConfirmDialogProps<StepResult>} />;
}
