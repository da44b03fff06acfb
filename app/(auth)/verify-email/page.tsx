import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ResendVerification } from "@/components/auth/resend-verification";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { safeNext } from "@/lib/auth/safe-path";
import { getServerSession } from "@/lib/auth/session";
import { messageOr } from "@/lib/i18n/message-or";

type Props = { searchParams: Promise<{ error?: string; next?: string }> };

/** Where the verification link lands: better-auth has verified (or refused) the token and redirected here. */
export default async function VerifyEmailPage({ searchParams }: Props) {
  const { error, next } = await searchParams;
  const [t, te, session] = await Promise.all([getTranslations("verify"), getTranslations("errors"), getServerSession()]);
  const failed = Boolean(error) || (session && !session.user.emailVerified);
  return (
    <div className="w-full max-w-md">
      <Card>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        {failed ? (
          <>
            <Alert tone="error">
              {t("failed")} {error ? messageOr(te, error, "") : ""}
            </Alert>
            <ResendVerification email={session?.user.email} />
          </>
        ) : (
          <>
            <Alert tone="success">{t("success")}</Alert>
            <Link href={session ? safeNext(next) : `/sign-in?next=${encodeURIComponent(safeNext(next))}`} className="text-blue-700 hover:underline dark:text-blue-400">
              {t("continue")}
            </Link>
          </>
        )}
      </Card>
    </div>
  );
}
