"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { isCancelled } from "@/lib/auth/browser/cancelled";
import { errorMessage, type AuthError } from "@/lib/auth/browser/error-message";

export type AuthReply = { error?: AuthError | null; data?: unknown } | undefined | null;

/** Runs an auth call with a pending flag and a translated error, so each form stays small. */
export function useAuthAction() {
  const t = useTranslations("errors");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run<R extends AuthReply>(call: () => Promise<R>): Promise<R | undefined> {
    setPending(true);
    setError(null);
    try {
      const result = await call();
      // A step the person called off (a passkey dialog closed) is not an error to show.
      if (result && result.error && !isCancelled(result)) setError(errorMessage(t, result.error));
      return result;
    } catch {
      setError(t("network"));
      return undefined;
    } finally {
      setPending(false);
    }
  }

  return { pending, error, setError, run };
}
