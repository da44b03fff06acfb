"use client";
/**
 * "Sign in with a passkey", and the same offered by the e-mail field's suggestions: once here, a passkey request
 * waits quietly for the person to pick one there (conditional mediation); the button asks at once. A passkey
 * sign-in is both factors, so it goes straight where the sign-in was going. It comes in place of the server's
 * placeholder (./passkey-sign-in-slot.tsx) and carries on a press or the focus given to it.
 */
import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { useFocusOnMount } from "@/components/ui/deferred";
import type { SwappedProps } from "@/components/ui/swap-in";
import { isCancelled, signInWithPasskey } from "@/lib/auth/browser/passkeys";
import type { AuthReply } from "@/lib/auth/browser/public-client";
import { PasskeyButton } from "./passkey-button";
import { useAuthAction } from "./use-auth-action";

export function PasskeySignIn({ callbackURL, label, pressed, focused }: { callbackURL: string; label: string } & SwappedProps) {
  const router = useRouter();
  const { pending, error, setError, run } = useAuthAction();
  const [leaving, startLeaving] = useTransition();
  const ref = useFocusOnMount<HTMLButtonElement>(focused && !pressed);

  function arrived(reply: AuthReply | undefined) {
    if (isCancelled(reply)) return setError(null);
    if (reply && !reply.error) startLeaving(() => (router.push(callbackURL), router.refresh()));
  }
  const ask = () => void run(() => signInWithPasskey()).then(arrived);

  useEffect(() => {
    // Once, on arrival: a press on the placeholder asks now; otherwise the browser keeps a quiet request open
    // until a passkey is picked from the e-mail field's suggestions or another request starts.
    if (pressed) ask();
    else void signInWithPasskey(true).then((reply) => !isCancelled(reply) && arrived(reply));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      <PasskeyButton ref={ref} label={label} pending={pending || leaving} onClick={ask} />
    </div>
  );
}
