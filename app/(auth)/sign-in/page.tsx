import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ProviderButtons } from "@/components/auth/provider-buttons";
import { MagicLinkForm, PasswordSignInForm } from "@/components/auth/sign-in-form";
import { UrlError } from "@/components/auth/url-error";
import { Card } from "@/components/ui/card";
import { availableProviders } from "@/lib/auth/available-providers";
import { safeNext } from "@/lib/auth/safe-path";
import { getVerifiedSession } from "@/lib/auth/session";

type Props = { searchParams: Promise<{ next?: string; error?: string }> };

export default async function SignInPage({ searchParams }: Props) {
  const { next, error } = await searchParams;
  const callbackURL = safeNext(next);
  if (await getVerifiedSession()) redirect(callbackURL);
  const [t, tc] = await Promise.all([getTranslations("signIn"), getTranslations("common")]);
  return (
    <div className="flex w-full max-w-md flex-col gap-4">
      <Card>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <UrlError code={error} />
        <PasswordSignInForm callbackURL={callbackURL} />
        <div className="flex items-center gap-2 text-xs uppercase text-zinc-500" aria-hidden>
          <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
          {tc("or")}
          <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
        </div>
        <MagicLinkForm callbackURL={callbackURL} />
        <ProviderButtons providers={availableProviders()} callbackURL={callbackURL} />
        <p className="text-sm">
          {t("noAccount")}{" "}
          <Link href="/sign-up" className="text-blue-700 hover:underline dark:text-blue-400">
            {tc("signUp")}
          </Link>
        </p>
      </Card>
    </div>
  );
}
