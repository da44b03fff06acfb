import type { ReactNode } from "react";
import { CaptchaProvider } from "@/components/auth/captcha";
import { captchaConfig } from "@/lib/auth/server/captcha";
import { ClientMessages } from "@/lib/i18n/client-messages";

/**
 * The public account screens: each is one card (components/auth/auth-card.tsx) centred in the page. The
 * sign-in, sign-up and reset forms show the configured captcha; its settings come from the server.
 */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages
      namespaces={[
        "auth",
        "errors",
        "captcha",
        "signIn",
        "signUp",
        "forgot",
        "reset",
        "undoEmail",
        "verify",
        "org.accept",
        "twoFactor",
        "passkeys.signIn",
      ]}
    >
      <CaptchaProvider settings={captchaConfig()}>
        <div className="flex w-full flex-1 flex-col items-center justify-start sm:justify-center sm:py-4">{children}</div>
      </CaptchaProvider>
    </ClientMessages>
  );
}
