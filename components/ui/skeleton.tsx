/**
 * Skeletons: pulsing placeholders in the shape of what is about to appear (Suspense fallbacks and the
 * loading.tsx of a route). Hidden from screen readers: the surrounding region says "Loading…" once.
 * Usage: `<Skeleton className="h-4 w-40" />`, `<HeadingSkeleton />`, `<CardSkeleton rows={2} />`.
 */
import type { HTMLAttributes } from "react";
import { Card } from "./card";
import { cx as cn } from "./cx";

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}

/** A page's or a section's title and the sentence under it. */
export function HeadingSkeleton({ size = "section" }: { size?: "page" | "section" }) {
  return (
    <div className="grid gap-2">
      <Skeleton className={size === "page" ? "h-8 w-48" : "h-7 w-40"} />
      <Skeleton className="h-4 w-80 max-w-full" />
    </div>
  );
}

/** A card while its data streams in: a title, a sentence and `rows` list rows (an avatar and two lines). */
export function CardSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <div aria-busy className="w-full">
      <Card>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-72 max-w-full" />
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex items-center gap-3 pt-2">
            <Skeleton className="size-10 shrink-0 rounded-lg" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-48 max-w-full" />
              <Skeleton className="h-3 w-64 max-w-full" />
            </div>
          </div>
        ))}
      </Card>
    </div>
  );
}
