/**
 * Checkbox: the native control (part of FormData under `name`, keyboard and form behaviour for free) drawn
 * with the design tokens; put it inside a <label> with its text, or pair it with <Label htmlFor>.
 * Usage: `<label className="flex items-center gap-2 text-sm"><Checkbox name="remember" /> Remember me</label>`.
 * Classes are joined with clsx, not merged: the sign-in form ships it on a public page, where tailwind-merge
 * does not fit the first-load budget.
 */
import type { InputHTMLAttributes, Ref } from "react";
import { clsx } from "clsx";

export function Checkbox({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      type="checkbox"
      className={clsx(
        "size-4 shrink-0 cursor-pointer rounded-sm border border-input accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-55",
        className,
      )}
      {...props}
    />
  );
}
