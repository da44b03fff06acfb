"use client";
/**
 * A dialog that holds one form: title and description, the fields, and a footer with "cancel" (closes) and
 * the submit button, both held while the request is pending. The caller owns the open state and the submit.
 */
import type { ReactElement, ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "./dialog";
import { Form } from "./form";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
  title: string;
  titleClassName?: string;
  description: string;
  closeLabel: string;
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
  onData: (form: FormData) => unknown;
  formLabel?: string;
  formClassName: string;
  children: ReactNode;
};

export function FormDialog(props: Props) {
  const { open, onOpenChange, trigger, title, titleClassName, description, closeLabel, cancelLabel, submitLabel, pending } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form onData={props.onData} noValidate className={props.formClassName} aria-label={props.formLabel}>
          {props.children}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </DialogClose>
            <Button type="submit" pending={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
