import { cn } from "@/components/ui/cn";

/**
 * How much of an allowance is used, as a bar (ARIA meter). It turns amber past 80 % and red once the
 * allowance is used up (usage beyond it is billed per unit).
 */
export function MeterBar({ value, max, label, className }: { value: number; max: number; label: string; className?: string }) {
  const share = max > 0 ? Math.min(value / max, 1) : value > 0 ? 1 : 0;
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.max(max, value, 1)}
      aria-valuenow={value}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <div
        className={cn("h-full rounded-full transition-[width]", share >= 1 ? "bg-destructive" : share >= 0.8 ? "bg-warning" : "bg-primary")}
        style={{ width: `${Math.max(share * 100, value > 0 ? 2 : 0)}%` }}
      />
    </div>
  );
}
