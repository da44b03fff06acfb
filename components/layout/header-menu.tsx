"use client";
/**
 * A header dropdown (the language and theme menus): open at once when its trigger was pressed before its code
 * loaded (components/ui/deferred.tsx), its label above its items. `onOpen` runs each time it opens.
 */
import type { ReactElement, ReactNode } from "react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

export function HeaderMenu({
  initiallyOpen,
  onOpen,
  trigger,
  disabled,
  label,
  className,
  children,
}: {
  initiallyOpen: boolean;
  onOpen?: () => void;
  trigger: ReactElement;
  disabled?: boolean;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu defaultOpen={initiallyOpen} modal={false} onOpenChange={(open) => open && onOpen?.()}>
      <DropdownMenuTrigger asChild disabled={disabled}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className={className}>
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
