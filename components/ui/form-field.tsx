/**
 * A form field: label, one control, an optional description and an optional error, wired for assistive
 * technology (the control gets the id, `aria-describedby` for description and error, `aria-invalid` while an
 * error shows; the error is announced). The control is the only child; any input-like element works.
 * Usage:
 *   <FormField label="E-mail" description="We never share it." error={errors.email}>
 *     <Input name="email" type="email" />
 *   </FormField>
 */
import { useId, type ReactNode } from "react";
import { cx as cn } from "./cx";
import { Label } from "./label";
import { withProps } from "./slot";

export type FormFieldProps = {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** Shown next to the label, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  id?: string;
  className?: string;
  children: ReactNode;
};

export function FormField({ label, description, error, labelAside, id, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-2", className)} data-invalid={error ? true : undefined}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={controlId}>{label}</Label>
        {labelAside}
      </div>
      {withProps(children, { id: controlId, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {description && (
        <p id={descriptionId} className="text-[0.8125rem] text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-[0.8125rem] font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
