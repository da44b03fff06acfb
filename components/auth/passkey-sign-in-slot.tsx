"use client";
/**
 * Where the passkey sign-in goes: the server's plain button, swapped for ./passkey-sign-in.tsx right after
 * hydration (components/ui/swap-in.tsx), so the sign-in page's first load carries none of its code; a press
 * before the swap is carried on.
 */
import type { ReactNode } from "react";
import { SwapIn } from "@/components/ui/swap-in";

const load = () => import("./passkey-sign-in").then((m) => m.PasskeySignIn);

export function PasskeySignInSlot({ children, ...props }: { callbackURL: string; label: string; children: ReactNode }) {
  return (
    <SwapIn load={load} props={props}>
      {children}
    </SwapIn>
  );
}
