/**
 * "Last used": a small badge on the way this browser last signed in (lib/auth/server/last-used.ts reads its
 * cookie). Drawn by the server only, so the sign-in page ships no script for it: it sits on the top edge of the
 * way it marks, placed by CSS. Screen readers hear it before that way, with the way's name.
 * Usage: `<LastUsedFrame label="Last used" name="Password" markClassName="right-2">…</LastUsedFrame>`.
 */
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";

/** The badge itself, placed by `className` on the edge of its nearest positioned ancestor. */
export function LastUsedMark({ label, name, className }: { label: string; name?: string; className?: string }) {
  return (
    <Badge variant="primary" data-testid="last-used" className={cn("pointer-events-none absolute -top-2.5 right-3 z-10", className)}>
      {label}
      {name && <span className="sr-only">: {name}</span>}
    </Badge>
  );
}

/** `children` with the badge on their top edge when `shown`; `markClassName` moves it along that edge. */
export function LastUsedFrame({
  shown,
  label,
  name,
  markClassName,
  children,
}: {
  shown: boolean;
  label: string;
  name: string;
  markClassName?: string;
  children: ReactNode;
}) {
  if (!shown) return children;
  return (
    <div className="relative">
      <LastUsedMark label={label} name={name} className={markClassName} />
      {children}
    </div>
  );
}
