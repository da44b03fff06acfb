"use client";
/**
 * The organization switcher: a combobox of the personal space and every organization, with "create
 * organization". Its button names whose space the page shows (org-switcher-view.tsx); on pricing and billing
 * pages it says that purchases are for that account. The list's code loads on first intent. It comes in place of
 * the server's placeholder (the header's OrgSwitcherSlot), and carries on what was done to it.
 */
import { usePathname, useSearchParams } from "next/navigation";
import { Deferred } from "@/components/ui/deferred";
import type { SwappedProps } from "@/components/ui/swap-in";
import { OrgTrigger } from "@/components/layout/account-triggers";
import type { OrgSwitcherProps } from "./org-switcher-view";
import { useSwitcherView } from "./use-switcher-view";

const load = () => import("./org-switcher-menu").then((m) => m.OrgSwitcherMenu);

export function OrgSwitcher({ pressed, focused, ...props }: OrgSwitcherProps & SwappedProps) {
  const pathname = usePathname();
  const orgParam = useSearchParams().get("org");
  const { trigger } = useSwitcherView(props, pathname, orgParam);
  return (
    <Deferred load={load} props={{ ...props, pathname, orgParam }} trigger={<OrgTrigger {...trigger} />} startWith={{ pressed, focused }} />
  );
}
