"use client";
/**
 * Label for a form control (Radix Label: a click focuses the control, text is not selected on double click).
 * Usage: `<Label htmlFor={id}>E-mail</Label>`.
 */
import * as LabelPrimitive from "@radix-ui/react-label";
import type { ComponentProps } from "react";
import { cx as cn } from "./cx";

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-55",
        className,
      )}
      {...props}
    />
  );
}
