import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and lets a later Tailwind class win over an earlier one of the same kind, so a caller's
 * `className="px-2"` replaces a component's `px-4` instead of fighting it.
 * Usage: `cn("px-4 py-2", isActive && "bg-accent", className)`. The form primitives use cx() instead (see cx.ts).
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
