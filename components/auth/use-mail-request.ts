"use client";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import type { AuthReply } from "./use-auth-action";
import { useCaptchaAction } from "./use-captcha-action";
import { useValidation } from "./use-validation";

/**
 * A form that asks for a mail by address alone (a reset link, a sign-in link): the address is checked, the
 * request sent with the captcha's headers, and on success the person goes on to /check-email, which never says
 * whether the address has an account.
 */
export function useMailRequest(
  kind: "reset" | "magicLink",
  request: (email: string, headers: Record<string, string>) => Promise<AuthReply>,
) {
  const router = useRouter();
  const { pending, error, captcha, send } = useCaptchaAction();
  const [leaving, startLeaving] = useTransition();
  const validation = useValidation((schemas) => schemas.magicLinkSchema());

  async function submit(form: FormData) {
    const data = await validation.validate(form);
    if (!data) return;
    const result = await send((headers) => request(data.email, headers));
    if (result && !result.error) startLeaving(() => router.push(`/check-email?kind=${kind}&email=${encodeURIComponent(data.email)}`));
  }

  return { validation, submit, error, captcha, pending: pending || leaving };
}
