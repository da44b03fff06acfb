"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { isCancelled } from "@/lib/auth/browser/cancelled";
import { errorMessage, type AuthError } from "@/lib/auth/browser/error-message";
import { useCaptcha } from "./captcha";

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

/**
 * useAuthAction for a form with a captcha: `send` refuses before sending while the challenge is unsolved,
 * passes its headers to the call and resets it after each attempt (a solved challenge is good for one request).
 */
export function useCaptchaAction() {
  const t = useTranslations("errors");
  const action = useAuthAction();
  const captcha = useCaptcha();

  async function send<R extends AuthReply>(call: (headers: ReturnType<typeof captcha.headers>) => Promise<R>): Promise<R | undefined> {
    if (captcha.enabled && !captcha.solved) {
      action.setError(t("MISSING_RESPONSE"));
      return undefined;
    }
    const result = await action.run(() => call(captcha.headers()));
    captcha.reset();
    return result;
  }

  return { ...action, captcha: captcha.view, send };
}
