import Link from "next/link";
import { Button } from "@/components/ui/button";

type Option = { value: string; label: string; href: string };

/**
 * The kinds the activity log can be narrowed to, as links (the choice lives in the address, so it works without
 * script, survives a reload and can be shared); the current one is marked for assistive technology.
 */
export function ActivityFilter({ label, current, options }: { label: string; current: string; options: Option[] }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1">
      {options.map((option) => {
        const active = option.value === current;
        return (
          <Button key={option.value} asChild size="sm" variant={active ? "secondary" : "ghost"}>
            <Link href={option.href} aria-current={active ? "page" : undefined}>
              {option.label}
            </Link>
          </Button>
        );
      })}
    </nav>
  );
}
