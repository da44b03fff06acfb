import { KeyRound } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { BackToSignIn } from "@/components/auth/back-to-sign-in";
import { param } from "@/components/auth/search-params";
import { UndoEmailChangeForm } from "@/components/auth/undo-email-change-form";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { undoOffer } from "@/lib/auth/server/undo-email-change";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("undoEmail"))("title") };
}

/**
 * Where the notice of a changed address sends its earlier address: the page names the address the account gets back
 * and asks before undoing anything; it comes back with ?done=1, the account's sessions all ended, and offers a new
 * password, since whoever changed the address may have known the old one.
 */
export default async function UndoEmailChangePage({ searchParams }: Props) {
  const query = await searchParams;
  const t = await getTranslations("undoEmail");
  const back = <BackToSignIn label={t("back")} />;
  if (param(query.done) === "1") {
    return (
      <AuthCard status="success" title={t("doneTitle")} description={<p role="status">{t("done")}</p>} footer={back}>
        <Button asChild className="w-full">
          <AppLink href="/forgot-password">
            <KeyRound aria-hidden />
            {t("newPassword")}
          </AppLink>
        </Button>
      </AuthCard>
    );
  }
  const token = param(query.token, 128);
  const offer = token ? await undoOffer(token) : null;
  if (!token || !offer) {
    return <AuthCard status="failed" title={t("invalidTitle")} description={<p role="alert">{t("invalidLink")}</p>} footer={back} />;
  }
  return (
    <AuthCard title={t("title")} description={t("lead", { email: offer.from })} footer={back}>
      <UndoEmailChangeForm token={token} />
    </AuthCard>
  );
}
