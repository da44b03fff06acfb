"use client";
/**
 * Text input on the design tokens; `aria-invalid` turns the border red. Pair it with <FormField> for the
 * label, description and error, or with <Label htmlFor>. A controlled input also takes in what was typed
 * before the page hydrated (./use-typed-before-hydration.ts).
 * Usage: `<Input type="email" name="email" autoComplete="email" />`.
 */
import type { InputHTMLAttributes, Ref } from "react";
import { controlClasses } from "./control-classes";
import { cx as cn } from "./cx";
import { useTypedBeforeHydration } from "./use-typed-before-hydration";

export function Input({
  className,
  type = "text",
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const inputRef = useTypedBeforeHydration(props.value, props.onChange, ref);
  return (
    <input
      ref={inputRef}
      type={type}
      className={cn(
        controlClasses,
        "h-9 py-1 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}
