"use client";
/** A header link that marks the page being viewed (aria-current) so people and screen readers see where they are. */
import { AppLink } from "@/components/ui/app-link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { clsx as cn } from "clsx";

export function NavLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const pathname = usePathname();
  const current = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <AppLink
      href={href}
      aria-current={current ? "page" : undefined}
      className={cn(
        "rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:bg-accent hover:text-foreground aria-[current=page]:text-foreground",
        className,
      )}
    >
      {children}
    </AppLink>
  );
}
