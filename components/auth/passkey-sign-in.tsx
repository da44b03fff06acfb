"use client";
/**
 * "Sign in with a passkey", and the same offered by the e-mail field's suggestions: on arrival a passkey request
 * waits quietly for the person to pick one there (conditional mediation); the button asks at once. A passkey
 * sign-in is both factors, so it goes straight where the sign-in was going.
 */
import { KeyRound } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { AuthReply } from "@/lib/auth/browser/public-client";
import { useAuthAction } from "./use-auth-action";

/** The ceremony's code loads when it starts (the sign-in page's first load is held to its budget). */
const signInWithPasskey = async (autofill = false) => (await import("@/lib/auth/browser/passkeys")).signInWithPasskey(autofill);
const isCancelled = (reply: AuthReply | undefined) => reply?.error?.code === "PASSKEY_CANCELLED";

export function PasskeySignIn({ callbackURL, label }: { callbackURL: string; label?: string }) {
  const t = useTranslations("passkeys");
  const router = useRouter();
  const { pending, error, setError, run } = useAuthAction();
  const [leaving, startLeaving] = useTransition();

  function arrived(reply: AuthReply | undefined) {
    if (isCancelled(reply)) return setError(null);
    if (reply && !reply.error) startLeaving(() => (router.push(callbackURL), router.refresh()));
  }

  useEffect(() => {
    void signInWithPasskey(true).then((reply) => !isCancelled(reply) && arrived(reply));
    // Once, on arrival: the browser keeps the request open until a passkey is picked or another request starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      <Button
        variant="outline"
        className="w-full"
        pending={pending || leaving}
        onClick={() => void run(() => signInWithPasskey()).then(arrived)}
      >
        <KeyRound aria-hidden />
        {label ?? t("signIn")}
      </Button>
    </div>
  );
}
