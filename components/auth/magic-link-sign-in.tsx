"use client";
/**
 * Sign-in by a link sent by e-mail, the sign-in page's second way (./sign-in-form.tsx): its code is fetched
 * right after the page has loaded rather than with it, since most sign-ins use the password.
 */
import { useTranslations } from "next-intl";
import { publicAuth } from "@/lib/auth/browser/public-client";
import { AuthForm, AuthSubmit, EmailField } from "./auth-form";
import { useMailRequest } from "./use-mail-request";

type EmailState = { email: string; onEmail: (email: string) => void };

export function MagicLinkSignIn({ callbackURL, email, onEmail }: { callbackURL: string } & EmailState) {
  const t = useTranslations("signIn");
  const {
    validation: v,
    submit,
    error,
    captcha,
    pending,
  } = useMailRequest("magicLink", (address, headers) =>
    publicAuth.signIn.magicLink({
      email: address,
      callbackURL,
      newUserCallbackURL: callbackURL,
      errorCallbackURL: "/sign-in",
      fetchOptions: { headers },
    }),
  );

  return (
    <AuthForm validation={v} onData={submit} error={error} aria-label={t("withMagicLink")}>
      <EmailField validation={v} value={email} onChange={(event) => onEmail(event.target.value)} hint={t("magicLinkHelp")} />
      <AuthSubmit captcha={captcha} pending={pending}>
        {t("sendMagicLink")}
      </AuthSubmit>
    </AuthForm>
  );
}
