import type { ReactNode } from "react";
import { CaptchaProvider } from "@/components/auth/captcha";
import { captchaConfig } from "@/lib/auth/captcha";

/** The sign-in, sign-up and reset forms show the configured captcha; the settings come from the server. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <CaptchaProvider settings={captchaConfig()}>{children}</CaptchaProvider>;
}
