"use client";
/**
 * A dialog (role "dialog", an × to close) that holds one form: title and description, the fields (children),
 * and a footer with "cancel" (when `cancelLabel` is given) and the submit button. It stays open while the
 * step runs, shows a refusal inside it and closes once the step is done (./use-dialog-step.ts). `onSubmit`
 * gets the form's data; answering `undefined` keeps the dialog as it is (e.g. after showing a field's error).
 * Labels come from the caller, in the user's language.
 * Usage:
 *   <FormDialog trigger={<Button>New team</Button>} title="New team" closeLabel="Close" cancelLabel="Cancel"
 *     submitLabel="Create" onSubmit={(data) => createAction({ name: String(data.get("name")) })}>
 *     <Field label="Name" name="name" />
 *   </FormDialog>
 */
import type { ReactElement, ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "./dialog";
import { Form } from "./form";
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

export function FormDialog<R extends StepResult>(props: FormDialogProps<R>) {
  const { trigger, title, description, closeLabel, cancelLabel, submitLabel, tone = "primary", errorFirst, children } = props;
  const step = useDialogStep<R>(props);
  const error = step.error && <Alert tone="error">{step.error}</Alert>;

  return (
    <Dialog open={step.open} onOpenChange={step.change}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
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
