/**
 * Separator: a thin rule, horizontal (default) or vertical. Decorative by default (hidden from assistive
 * technology); pass decorative={false} when it separates content semantically.
 * Usage: `<Separator />`, `<Separator orientation="vertical" className="h-5" />`.
 */
import type { HTMLAttributes } from "react";
import { cx as cn } from "./cx";

export function Separator({
  orientation = "horizontal",
  decorative = true,
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { orientation?: "horizontal" | "vertical"; decorative?: boolean }) {
  return (
    <div
      role={decorative ? "none" : "separator"}
      aria-orientation={decorative ? undefined : orientation}
      data-orientation={orientation}
      className={cn("shrink-0 bg-border", orientation === "horizontal" ? "h-px w-full" : "h-full w-px", className)}
      {...props}
    />
  );
}
