"use client";
import { KeyRound, Mail } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { FormField } from "@/components/ui/form-field";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { publicAuth } from "@/lib/auth/browser/public-client";
import { useCaptcha } from "./captcha";
import { PasswordInput } from "./password-input";
import { useAuthAction } from "./use-auth-action";
import { useValidation } from "./use-validation";

type Method = "password" | "link";
type EmailState = { email: string; onEmail: (email: string) => void };

/**
 * Sign-in by password or by a link sent by e-mail, chosen with a segmented control. The e-mail typed for one
 * way is kept when the other is chosen, so to the person it is one field. Each way is its own form (named
 * after its method), so a password manager and assistive technology see one clear purpose each.
 */
export function SignInForm({ callbackURL }: { callbackURL: string }) {
  const t = useTranslations("signIn");
  const [method, setMethod] = useState<Method>("password");
  const [email, setEmail] = useState("");
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
        <MagicLinkSignIn callbackURL={callbackURL} email={email} onEmail={setEmail} />
      )}
    </div>
  );
}

function PasswordSignIn({ callbackURL, email, onEmail }: { callbackURL: string } & EmailState) {
  const t = useTranslations("signIn");
  const tc = useTranslations("common");
  const te = useTranslations("errors");
  const router = useRouter();
  const { pending, error, setError, run } = useAuthAction();
  const [leaving, startLeaving] = useTransition();
  const [remember, setRemember] = useState(true);
  const captcha = useCaptcha();
  const v = useValidation((schemas) => schemas.signInSchema());

  async function submit(form: FormData) {
    const data = await v.validate(form);
    if (!data) return;
    if (captcha.enabled && !captcha.solved) return setError(te("MISSING_RESPONSE"));
    const result = await run(() =>
      publicAuth.signIn.email({ ...data, rememberMe: remember, callbackURL, fetchOptions: { headers: captcha.headers() } }),
    );
    captcha.reset();
    if (result && !result.error) {
      startLeaving(() => {
        router.push(callbackURL);
        router.refresh();
      });
    }
  }

  const forgotHref = email ? `/forgot-password?email=${encodeURIComponent(email)}` : "/forgot-password";
  return (
    <Form
      id={v.formId}
      onData={submit}
      onChange={(event) => void v.recheck(event.currentTarget)}
      onFocus={v.warm}
      noValidate
      aria-label={t("withPassword")}
      className="flex flex-col gap-4"
    >
      {error && <Alert tone="error">{error}</Alert>}
      <Field
        label={tc("email")}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => onEmail(event.target.value)}
        error={v.message("email")}
      />
      <FormField
        label={tc("password")}
        error={v.message("password")}
        labelAside={
          <Link href={forgotHref} className={buttonVariants({ variant: "link", size: null, className: "text-[0.8125rem]" })}>
            {t("forgot")}
          </Link>
        }
      >
        <PasswordInput name="password" autoComplete="current-password" />
      </FormField>
      <label className="flex w-fit items-center gap-2 text-sm">
        <Checkbox name="remember" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        {t("rememberMe")}
      </label>
      {captcha.view}
      <Button type="submit" pending={pending || leaving} className="w-full">
        {t("submit")}
      </Button>
    </Form>
  );
}

function MagicLinkSignIn({ callbackURL, email, onEmail }: { callbackURL: string } & EmailState) {
  const t = useTranslations("signIn");
  const tc = useTranslations("common");
  const te = useTranslations("errors");
  const router = useRouter();
  const { pending, error, setError, run } = useAuthAction();
  const [leaving, startLeaving] = useTransition();
  const captcha = useCaptcha();
  const v = useValidation((schemas) => schemas.magicLinkSchema());

  async function submit(form: FormData) {
    const data = await v.validate(form);
    if (!data) return;
    if (captcha.enabled && !captcha.solved) return setError(te("MISSING_RESPONSE"));
    const result = await run(() =>
      publicAuth.signIn.magicLink({
        email: data.email,
        callbackURL,
        newUserCallbackURL: callbackURL,
        errorCallbackURL: "/sign-in",
        fetchOptions: { headers: captcha.headers() },
      }),
    );
    captcha.reset();
    if (result && !result.error) startLeaving(() => router.push(`/check-email?kind=magicLink&email=${encodeURIComponent(data.email)}`));
  }

  return (
    <Form
      id={v.formId}
      onData={submit}
      onChange={(event) => void v.recheck(event.currentTarget)}
      onFocus={v.warm}
      noValidate
      aria-label={t("withMagicLink")}
      className="flex flex-col gap-4"
    >
      {error && <Alert tone="error">{error}</Alert>}
      <Field
        label={tc("email")}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => onEmail(event.target.value)}
        error={v.message("email")}
        hint={t("magicLinkHelp")}
      />
      {captcha.view}
      <Button type="submit" pending={pending || leaving} className="w-full">
        {t("sendMagicLink")}
      </Button>
    </Form>
  );
}
