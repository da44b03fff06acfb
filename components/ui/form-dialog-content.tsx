"use client";
/**
 * The dialog of FormDialog (./form-dialog.tsx), in a module of its own so that pages load it only when it is about
 * to open. See there for what it does.
 */
import type { ReactElement, ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "./dialog";
import { Form } from "./form";
import { useFocusOnMount, type DeferredProps } from "./deferred";
import { useDialogStep, type DialogStepOptions } from "./use-dialog-step";
import type { StepResult } from "./use-step";

export type FormDialogProps<R extends StepResult> = DialogStepOptions<R> & {
  trigger: ReactElement;
  title: string;
  description?: ReactNode;
  closeLabel: string;
  cancelLabel?: string;
  submitLabel: string;
  /** The submit button's look: "primary" (the default), or "danger" for a step that removes or ends something. */
  tone?: "primary" | "danger";
  onSubmit: (data: FormData) => Promise<R | undefined>;
  /** The refusal above the fields instead of under them. */
  errorFirst?: boolean;
  /** Let the browser check `required`, `type` and ranges before `onSubmit` runs. */
  browserValidation?: boolean;
  /** Names the form (role "form") for assistive technology. */
  formLabel?: string;
  children?: ReactNode;
};

/** The dialog itself; pages use FormDialog (./form-dialog.tsx), which loads this module when it is about to open. */
export function FormDialogContent<R extends StepResult>({ initiallyOpen, focusTrigger, ...props }: FormDialogProps<R> & DeferredProps) {
  const { trigger, title, description, closeLabel, cancelLabel, submitLabel, tone = "primary", errorFirst, children } = props;
  const step = useDialogStep<R>({ ...props, initiallyOpen });
  const triggerRef = useFocusOnMount<HTMLButtonElement>(focusTrigger);
  const error = step.error && <Alert tone="error">{step.error}</Alert>;

  return (
    <Dialog open={step.open} onOpenChange={step.change}>
      <DialogTrigger asChild ref={triggerRef}>
        {trigger}
      </DialogTrigger>
      <DialogContent closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">{title}</DialogTitle>
          {description && <DialogDescription className="[overflow-wrap:anywhere]">{description}</DialogDescription>}
        </DialogHeader>
        <Form
          onData={(data) => step.run(() => props.onSubmit(data))}
          noValidate={!props.browserValidation}
          className="grid gap-4"
          aria-label={props.formLabel}
        >
          {errorFirst && error}
          {children}
          {!errorFirst && error}
          <DialogFooter>
            {cancelLabel && (
              <DialogClose asChild>
                <Button variant="outline" disabled={step.pending}>
                  {cancelLabel}
                </Button>
              </DialogClose>
            )}
            <Button type="submit" variant={tone} pending={step.pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
