/**
 * Skeleton: a pulsing placeholder while content streams in (Suspense fallbacks). Hidden from screen readers;
 * give the surrounding region `aria-busy`.
 * Usage: `<Skeleton className="h-4 w-40" />`.
 */
import type { HTMLAttributes } from "react";
import { cx as cn } from "./cx";

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}
