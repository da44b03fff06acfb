import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { env } from "@/lib/env";

type Props = { searchParams: Promise<{ token?: string; error?: string }> };

/** better-auth's GET /reset-password/{token} sends the user here with ?token= or ?error=INVALID_TOKEN. */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token, error } = await searchParams;
  const t = await getTranslations("reset");
  return (
    <div className="w-full max-w-md">
      <Card>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        {token && !error ? (
          <ResetPasswordForm token={token} minLength={env.PASSWORD_MIN_LENGTH} maxLength={env.PASSWORD_MAX_LENGTH} />
        ) : (
          <>
            <Alert tone="error">{t("invalidLink")}</Alert>
            <Link href="/forgot-password" className="text-blue-700 hover:underline dark:text-blue-400">
              {t("submit")}
            </Link>
          </>
        )}
      </Card>
    </div>
  );
}
