"use client";
import { KeyRound, Mail } from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useState, useTransition } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { publicAuth } from "@/lib/auth/browser/public-client";
import { AuthForm, AuthSubmit, EmailField } from "./auth-form";
import { PasswordInput } from "./password-input";
import { useCaptchaAction } from "./use-captcha-action";
import { useValidation } from "./use-validation";

type Method = "password" | "link";
type EmailState = { email: string; onEmail: (email: string) => void };

const loadMagicLink = () => import("./magic-link-sign-in");
const MagicLinkSignIn = lazy(() => loadMagicLink().then((m) => ({ default: m.MagicLinkSignIn })));

/**
 * Sign-in by password or by a link sent by e-mail, chosen with a segmented control. The e-mail typed for one
 * way is kept when the other is chosen, so to the person it is one field. Each way is its own form (named
 * after its method), so a password manager and assistive technology see one clear purpose each.
 */
export function SignInForm({ callbackURL }: { callbackURL: string }) {
  const t = useTranslations("signIn");
  const [method, setMethod] = useState<Method>("password");
  const [email, setEmail] = useState("");
  // Fetched once the page is up, so that choosing it shows it at once.
  useEffect(() => void loadMagicLink(), []);
  return (
    <div className="flex flex-col gap-5">
      <SegmentedControl
        legend={t("methodLabel")}
        name="sign-in-method"
        value={method}
        onValueChange={setMethod}
        options={[
          { value: "password", label: t("withPassword"), icon: <KeyRound aria-hidden /> },
          { value: "link", label: t("withMagicLink"), icon: <Mail aria-hidden /> },
        ]}
      />
      {method === "password" ? (
        <PasswordSignIn callbackURL={callbackURL} email={email} onEmail={setEmail} />
      ) : (
        <Suspense fallback={null}>
          <MagicLinkSignIn callbackURL={callbackURL} email={email} onEmail={setEmail} />
        </Suspense>
      )}
    </div>
  );
}

function PasswordSignIn({ callbackURL, email, onEmail }: { callbackURL: string } & EmailState) {
  const t = useTranslations("signIn");
  const tc = useTranslations("common");
  const router = useRouter();
  const { pending, error, captcha, send } = useCaptchaAction();
  const [leaving, startLeaving] = useTransition();
  const [remember, setRemember] = useState(true);
  const v = useValidation((schemas) => schemas.signInSchema());

  async function submit(form: FormData) {
    const data = await v.validate(form);
    if (!data) return;
    const result = await send((headers) =>
      publicAuth.signIn.email({ ...data, rememberMe: remember, callbackURL, fetchOptions: { headers } }),
    );
    if (result && !result.error) {
      // With two-step sign-in on, the password opens no session yet: the second step comes first.
      const next = result.data?.twoFactorRedirect ? `/two-factor?callbackURL=${encodeURIComponent(callbackURL)}` : callbackURL;
      startLeaving(() => {
        router.push(next);
        router.refresh();
      });
    }
  }

  const forgotHref = email ? `/forgot-password?email=${encodeURIComponent(email)}` : "/forgot-password";
  return (
    <AuthForm validation={v} onData={submit} error={error} aria-label={t("withPassword")}>
      {/* "webauthn": the field's suggestions offer the account's passkeys too (passkey-sign-in.tsx). */}
      <EmailField validation={v} value={email} onChange={(event) => onEmail(event.target.value)} autoComplete="email webauthn" />
      <FormField
        label={tc("password")}
        error={v.message("password")}
        labelAside={
          <AppLink href={forgotHref} className={buttonVariants({ variant: "link", size: null, className: "text-[0.8125rem]" })}>
            {t("forgot")}
          </AppLink>
        }
      >
        <PasswordInput name="password" autoComplete="current-password" />
      </FormField>
      <label className="flex w-fit items-center gap-2 text-sm">
        <Checkbox name="remember" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        {t("rememberMe")}
      </label>
      <AuthSubmit captcha={captcha} pending={pending || leaving}>
        {t("submit")}
      </AuthSubmit>
    </AuthForm>
  );
}
