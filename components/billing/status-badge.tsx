import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { cx } from "@/components/ui/cx";

export type StatusTone = "success" | "warning" | "danger" | "info" | "neutral";

const DOT: Record<StatusTone, string> = {
  success: "bg-success",
  warning: "bg-warning",
  danger: "bg-danger",
  info: "bg-info",
  neutral: "bg-muted-foreground",
};

/**
 * A status as a coloured dot beside text in the foreground colour: the tone reads at a glance and the words
 * keep full contrast in both themes (tinted badges with green or amber text fall short in the light one).
 */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <Badge variant="outline" className="gap-1.5 bg-card">
      <span className={cx("size-1.5 shrink-0 rounded-full", DOT[tone])} aria-hidden />
      {children}
    </Badge>
  );
}
