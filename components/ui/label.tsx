/**
 * Label for a form control: a click focuses the control, and `select-none` keeps a double click from selecting
 * its text (what Radix Label adds to the native element, without its JavaScript on every form page).
 * Usage: `<Label htmlFor={id}>E-mail</Label>`.
 */
import type { ComponentProps } from "react";
import { cx } from "./cx";

export function Label({ className, htmlFor, ...props }: ComponentProps<"label">) {
  return (
    <label
      htmlFor={htmlFor}
      className={cx(
        "flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-55",
        className,
      )}
      {...props}
    />
  );
}
