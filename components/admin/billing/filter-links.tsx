import Link from "next/link";
import { cn } from "@/components/ui/cn";

/**
 * A list's filter as a row of links (works without script, keeps the choice in the address): the current
 * one is marked with aria-current.
 */
export function FilterLinks({ label, options }: { label: string; options: { href: string; label: string; current: boolean }[] }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1.5">
      {options.map((o) => (
        <Link
          key={o.href}
          href={o.href}
          aria-current={o.current ? "page" : undefined}
          className={cn(
            "rounded-full border px-3 py-1 text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
            o.current ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-muted",
          )}
        >
          {o.label}
        </Link>
      ))}
    </nav>
  );
}
