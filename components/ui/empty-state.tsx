/**
 * EmptyState: what a list shows when it has nothing yet — an icon, one line that says so, a sentence on what
 * would fill it, and optionally the action that does. Dashed border, centred, inside a card or on its own.
 * Usage: `<EmptyState icon={<Users />} title="No teams yet" text="Create a team to group members." action={<Button>New team</Button>} />`.
 */
import type { ReactNode } from "react";
import { cn } from "./cn";

export function EmptyState({
  icon,
  title,
  text,
  action,
  className,
}: {
  icon: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center", className)}>
      <div className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-5" aria-hidden>
        {icon}
      </div>
      <div className="grid max-w-sm gap-1">
        <p className="text-sm font-medium">{title}</p>
        {text && <p className="text-sm text-balance text-muted-foreground">{text}</p>}
      </div>
      {action}
    </div>
  );
}
