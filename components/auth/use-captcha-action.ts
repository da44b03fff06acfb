"use client";
import { useTranslations } from "next-intl";
import { useCaptcha } from "./captcha";
import { useAuthAction, type AuthReply } from "./use-auth-action";

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
