"use client";
/**
 * A step to confirm in an alert dialog (role "alertdialog"; focus starts on Cancel): it stays open while the
 * step runs (the confirm button shows a spinner), shows a refusal inside it, and closes once the step is done
 * (./use-dialog-step.ts). Labels come from the caller, in the user's language.
 * - `trigger` opens it, or the caller holds it with `open`/`onOpenChange`.
 * - `children` sit between the text and the buttons (a name to type, with `canConfirm` holding the button
 *   until it is right). With `onSubmit` instead of `onConfirm` they are a form's fields and confirming submits it.
 * Usage:
 *   <ConfirmDialog trigger={<Button variant="ghost">Remove</Button>} title="Remove Ada?" description="…"
 *     cancelLabel="Cancel" confirmLabel="Remove" onConfirm={() => removeAction({ id })} />
 */
import type { ReactElement, ReactNode } from "react";
import { Alert } from "./alert";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";
import { Button } from "./button";
import { Form } from "./form";
import { useDialogStep, type DialogStepOptions } from "./use-dialog-step";
import type { StepResult } from "./use-step";

export type ConfirmDialogProps<R extends StepResult> = DialogStepOptions<R> & {
  trigger?: ReactElement;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's look: "danger" (the default) for a step that removes or ends something. */
  tone?: "danger" | "primary";
  canConfirm?: boolean;
  /** The refusal above the children instead of under them. */
  errorFirst?: boolean;
  /** With `onSubmit`: names the form (role "form") for assistive technology. */
  formLabel?: string;
  children?: ReactNode;
} & (
    | { onConfirm: () => Promise<R | undefined>; onSubmit?: never }
    | { onSubmit: (data: FormData) => Promise<R | undefined>; onConfirm?: never }
  );

export function ConfirmDialog<R extends StepResult>(props: ConfirmDialogProps<R>) {
  const { trigger, title, description, cancelLabel, confirmLabel, tone = "danger", canConfirm = true, errorFirst, children } = props;
  const { onConfirm, onSubmit } = props;
  const step = useDialogStep<R>(props);
  const error = step.error && <Alert tone="error">{step.error}</Alert>;

  const body = (
    <>
      {errorFirst && error}
      {children}
      {!errorFirst && error}
      <AlertDialogFooter>
        <AlertDialogCancel disabled={step.pending}>{cancelLabel}</AlertDialogCancel>
        <Button
          type={onSubmit ? "submit" : "button"}
          variant={tone}
          pending={step.pending}
          disabled={!canConfirm}
          onClick={onConfirm && (() => void step.run(onConfirm))}
        >
          {confirmLabel}
        </Button>
      </AlertDialogFooter>
    </>
  );

  return (
    <AlertDialog open={step.open} onOpenChange={step.change}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="[overflow-wrap:anywhere]">{title}</AlertDialogTitle>
          <AlertDialogDescription className="[overflow-wrap:anywhere]">{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {onSubmit ? (
          <Form onData={(data) => step.run(() => onSubmit(data))} noValidate className="grid gap-4" aria-label={props.formLabel}>
            {body}
          </Form>
        ) : (
          body
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
