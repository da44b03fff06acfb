/**
 * A message in the page: errors are announced as alerts, the rest as status. Tones: error, success, info,
 * warning; an optional `title` in bold above the text; an icon per tone.
 * Usage: `<Alert tone="error" title="Could not save">{message}</Alert>`.
 */
import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cx as cn } from "./cx";

export type AlertTone = "error" | "success" | "info" | "warning";

const tones: Record<AlertTone, { classes: string; Icon: typeof Info }> = {
  error: { classes: "border-danger/35 bg-danger/8 text-danger", Icon: CircleAlert },
  success: { classes: "border-success/35 bg-success/8 text-success", Icon: CircleCheck },
  info: { classes: "border-info/35 bg-info/8 text-info", Icon: Info },
  warning: { classes: "border-warning/40 bg-warning/10 text-warning", Icon: TriangleAlert },
};

export function Alert({
  tone,
  title,
  className,
  children,
}: {
  tone: AlertTone;
  title?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const { classes, Icon } = tones[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex w-full gap-3 rounded-lg border px-4 py-3 text-sm", classes, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid min-w-0 gap-1 [overflow-wrap:anywhere] text-foreground">
        {title && <p className="font-medium">{title}</p>}
        {/* Softer than the title, but not muted-foreground: on a tint over the page's grey surface that falls below 4.5:1. */}
        {children && <div className={cn(title && "text-foreground/80")}>{children}</div>}
      </div>
    </div>
  );
}
