"use client";
/**
 * The impersonation banner's button in a chunk of its own, in place of the server's drawing of it right after
 * hydration (swap-in.tsx): the banner is in the root layout, so the button's code would otherwise be in every
 * page's first load, for the rare operator acting as someone.
 */
import type { ReactNode } from "react";
import { SwapIn } from "@/components/ui/swap-in";

const load = () => import("./stop-impersonating-button").then((m) => m.StopImpersonatingButton);

export function StopImpersonatingSlot({ userId, label, children }: { userId: string; label: ReactNode; children: ReactNode }) {
  return (
    <SwapIn load={load} props={{ userId, label }}>
      {children}
    </SwapIn>
  );
}
