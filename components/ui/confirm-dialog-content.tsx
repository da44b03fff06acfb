"use client";
/**
 * The dialog of ConfirmDialog (./confirm-dialog.tsx), in a module of its own so that pages load it only when it is about
 * to open. See there for what it does.
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
import { useFocusOnMount, type DeferredProps } from "./deferred";
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
  /** Held open by the caller (no trigger): the element focus returns to when it closes, if it is still on the page. */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /** With `onSubmit`: names the form (role "form") for assistive technology. */
  formLabel?: string;
  children?: ReactNode;
} & (
    | { onConfirm: () => Promise<R | undefined>; onSubmit?: never }
    | { onSubmit: (data: FormData) => Promise<R | undefined>; onConfirm?: never }
  );

/** The dialog itself; pages use ConfirmDialog (./confirm-dialog.tsx), which loads this module when it is about to open. */
export function ConfirmDialogContent<R extends StepResult>({
  initiallyOpen,
  focusTrigger,
  ...props
}: ConfirmDialogProps<R> & DeferredProps) {
  const { trigger, title, description, cancelLabel, confirmLabel, tone = "danger", canConfirm = true, errorFirst, children } = props;
  const { onConfirm, onSubmit } = props;
  const step = useDialogStep<R>({ ...props, initiallyOpen });
  const triggerRef = useFocusOnMount<HTMLButtonElement>(focusTrigger);
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
      {trigger && (
        <AlertDialogTrigger asChild ref={triggerRef}>
          {trigger}
        </AlertDialogTrigger>
      )}
      <AlertDialogContent onCloseAutoFocus={props.returnFocusTo && ((event) => focusReturn(event, props.returnFocusTo))}>
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

/** Radix returns focus only to its own trigger; a held dialog's caller names the element instead. */
function focusReturn(event: Event, to: ConfirmDialogProps<StepResult>["returnFocusTo"]) {
  const element = to?.();
  if (!element?.isConnected) return;
  event.preventDefault();
  element.focus();
}
