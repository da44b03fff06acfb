"use client";
/** The menu of ./role-menu.tsx: each role the viewer may give, with what it allows. */
import { useTranslations } from "next-intl";
import type { DeferredProps } from "@/components/ui/deferred";
import { useFocusOnMount } from "@/components/ui/deferred";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { Role } from "@/lib/organization/roles";
import { RoleButton, type RoleMenuProps } from "./role-button";

export function RoleMenuContent({ name, role, offered, pending, onChange, initiallyOpen, focusTrigger }: RoleMenuProps & DeferredProps) {
  const t = useTranslations("org");
  const ref = useFocusOnMount<HTMLButtonElement>(focusTrigger);
  return (
    <DropdownMenu defaultOpen={initiallyOpen}>
      <DropdownMenuTrigger asChild>
        <RoleButton ref={ref} name={name} role={role} pending={pending} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        <DropdownMenuLabel>{t("members.changeRole")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={role} onValueChange={(next) => onChange(next as Role)}>
          {offered.map((option) => (
            <DropdownMenuRadioItem key={option} value={option} className="items-start">
              <span className="grid gap-0.5">
                <span className="font-medium">{t(`roles.${option}`)}</span>
                <span className="text-xs text-muted-foreground">{t(`roleDescriptions.${option}`)}</span>
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
