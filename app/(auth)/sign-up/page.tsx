import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ProviderButtons } from "@/components/auth/provider-buttons";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { Card } from "@/components/ui/card";
import { availableProviders } from "@/lib/auth/available-providers";
import { safeNext } from "@/lib/auth/safe-path";
import { getVerifiedSession } from "@/lib/auth/session";
import { env } from "@/lib/env";

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ next?: string; email?: string }> }) {
  const { next, email } = await searchParams;
  const callbackURL = safeNext(next);
  if (await getVerifiedSession()) redirect(callbackURL);
  const [t, tc] = await Promise.all([getTranslations("signUp"), getTranslations("common")]);
  return (
    <div className="flex w-full max-w-md flex-col gap-4">
      <Card>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <SignUpForm callbackURL={callbackURL} email={email?.slice(0, 320)} minLength={env.PASSWORD_MIN_LENGTH} maxLength={env.PASSWORD_MAX_LENGTH} />
        <ProviderButtons providers={availableProviders()} callbackURL={callbackURL} />
        <p className="text-sm">
          {t("haveAccount")}{" "}
          <Link href="/sign-in" className="text-blue-700 hover:underline dark:text-blue-400">
            {tc("signIn")}
          </Link>
        </p>
      </Card>
    </div>
  );
}
