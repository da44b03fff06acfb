"use client";
/**
 * The header's signed-in controls (organization switcher, account menu), each in a chunk of its own that comes
 * in place of the server's placeholder right after hydration (swap-in.tsx). Pages seen signed out (landing,
 * sign-in, sign-up, pricing) do not carry their code in their first load.
 */
import type { ReactNode } from "react";
import { SwapIn } from "@/components/ui/swap-in";
import type { OrgSwitcherProps } from "@/components/organization/org-switcher-view";
import type { AccountMenuProps } from "./account-menu-content";

const loadOrgSwitcher = () => import("@/components/organization/org-switcher").then((m) => m.OrgSwitcher);
const loadAccountMenu = () => import("./account-menu").then((m) => m.AccountMenu);

export function OrgSwitcherSlot({ children, ...props }: OrgSwitcherProps & { children: ReactNode }) {
  return (
    <SwapIn load={loadOrgSwitcher} props={props}>
      {children}
    </SwapIn>
  );
}

export function AccountMenuSlot({ children, ...props }: AccountMenuProps & { children: ReactNode }) {
  return (
    <SwapIn load={loadAccountMenu} props={props}>
      {children}
    </SwapIn>
  );
}
