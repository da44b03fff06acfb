"use client";
/**
 * Sensitive settings (a new e-mail address, passkeys, deleting the account) are refused with
 * FRESH_VERIFICATION_REQUIRED when the person last confirmed it's them more than 10 minutes ago. Wrapped in
 * `useVerified()`, such a call opens the "Confirm it's you" dialog on that refusal and, once confirmed, runs again;
 * cancelled, it answers a reply that shows nothing. The person stays signed in throughout.
 */
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { LazyDialog } from "@/components/ui/lazy-dialog";
import { cancelled } from "@/lib/auth/browser/cancelled";
import type { AuthReply } from "@/lib/auth/browser/public-client";
import { needsConfirmation } from "@/lib/auth/browser/verify-identity";

type Verified = <R extends AuthReply>(call: () => Promise<R>) => Promise<R | AuthReply>;

const VerifiedContext = createContext<Verified | null>(null);

const load = () => import("./dialog").then((m) => m.VerifyIdentityDialog);

export function VerifyIdentityProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Each confirmation gets a new dialog (its key), starting from its first way with nothing typed.
  const [round, setRound] = useState(0);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setRound((n) => n + 1);
        setOpen(true);
      }),
    [],
  );
  const done = useCallback((confirmed: boolean) => {
    settle.current?.(confirmed);
    settle.current = null;
    setOpen(false);
  }, []);

  const verified = useCallback<Verified>(
    async (call) => {
      const reply = await call();
      if (!needsConfirmation(reply)) return reply;
      return (await ask()) ? call() : cancelled();
    },
    [ask],
  );

  return (
    <VerifiedContext.Provider value={verified}>
      {children}
      <LazyDialog key={round} load={load} props={{ open, onSettled: done }} />
    </VerifiedContext.Provider>
  );
}

/** Runs a sensitive auth call, asking the person to confirm it's them first when the server wants it. */
export function useVerified(): Verified {
  return useContext(VerifiedContext) ?? ((call) => call());
}
