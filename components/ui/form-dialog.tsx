"use client";
/**
 * A dialog (role "dialog", an × to close) that holds one form: title and description, the fields (children),
 * and a footer with "cancel" (when `cancelLabel` is given) and the submit button. It stays open while the
 * step runs, shows a refusal inside it and closes once the step is done. `onSubmit` gets the form's data;
 * answering `undefined` keeps the dialog as it is (e.g. after showing a field's error). Labels come from the
 * caller, in the user's language. The dialog's code loads on first intent (./lazy-dialog.tsx).
 * Usage:
 *   <FormDialog trigger={<Button>New team</Button>} title="New team" closeLabel="Close" cancelLabel="Cancel"
 *     submitLabel="Create" onSubmit={(data) => createAction({ name: String(data.get("name")) })}>
 *     <Field label="Name" name="name" />
 *   </FormDialog>
 */
import type { FormDialogProps } from "./form-dialog-content";
import { LazyDialog } from "./lazy-dialog";
import type { StepResult } from "./use-step";

export type { FormDialogProps };

const load = () => import("./form-dialog-content").then((m) => m.FormDialogContent);

export function FormDialog<R extends StepResult>(props: FormDialogProps<R>) {
  return <LazyDialog load={load} props={props as FormDialogProps<StepResult>} />;
}
