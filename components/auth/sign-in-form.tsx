"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { publicAuth } from "@/lib/auth/public-client";
import { useCaptcha } from "./captcha";
import { useAuthAction } from "./use-auth-action";

export function PasswordSignInForm({ callbackURL }: { callbackURL: string }) {
  const t = useTranslations("signIn");
  const tc = useTranslations("common");
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const [remember, setRemember] = useState(true);
  const captcha = useCaptcha();

  async function submit(form: FormData) {
    const result = await run(() =>
      publicAuth.signIn.email({
        email: String(form.get("email")),
        password: String(form.get("password")),
        rememberMe: remember,
        callbackURL,
        fetchOptions: { headers: captcha.headers() },
      }),
    );
    captcha.reset();
    if (result && !result.error) {
      router.push(callbackURL);
      router.refresh();
    }
  }

  return (
    <Form onData={submit} className="flex flex-col gap-4" aria-label={t("withPassword")}>
      {error && <Alert tone="error">{error}</Alert>}
      <Field label={tc("email")} name="email" type="email" autoComplete="email" required />
      <Field label={tc("password")} name="password" type="password" autoComplete="current-password" required />
      <div className="flex items-center justify-between text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          {t("rememberMe")}
        </label>
        <Link href="/forgot-password" className="text-blue-700 hover:underline dark:text-blue-400">
          {t("forgot")}
        </Link>
      </div>
      {captcha.view}
      <Button type="submit" disabled={pending}>
        {pending ? tc("loading") : t("submit")}
      </Button>
    </Form>
  );
}

export function MagicLinkForm({ callbackURL }: { callbackURL: string }) {
  const t = useTranslations("signIn");
  const tc = useTranslations("common");
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const captcha = useCaptcha();

  async function submit(form: FormData) {
    const email = String(form.get("email"));
    const result = await run(() =>
      publicAuth.signIn.magicLink({
        email,
        callbackURL,
        newUserCallbackURL: callbackURL,
        errorCallbackURL: "/sign-in",
        fetchOptions: { headers: captcha.headers() },
      }),
    );
    captcha.reset();
    if (result && !result.error) router.push(`/check-email?kind=magicLink&email=${encodeURIComponent(email)}`);
  }

  return (
    <Form onData={submit} className="flex flex-col gap-4" aria-label={t("withMagicLink")}>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("magicLinkHelp")}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Field label={tc("email")} name="email" type="email" autoComplete="email" required />
      {captcha.view}
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? tc("loading") : t("sendMagicLink")}
      </Button>
    </Form>
  );
}
