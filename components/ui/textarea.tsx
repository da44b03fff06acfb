/**
 * Multi-line text input, same look as <Input>; grows with its content where the browser supports it.
 * Usage: `<Textarea name="metadata" rows={4} />`.
 */
import type { Ref, TextareaHTMLAttributes } from "react";
import { cx as cn } from "./cx";
import { controlClasses } from "./control-classes";

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea className={cn(controlClasses, "field-sizing-content min-h-20 py-2", className)} {...props} />;
}
