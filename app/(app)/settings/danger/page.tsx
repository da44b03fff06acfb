import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DeleteAccount } from "@/components/settings/delete-account";
import { Card } from "@/components/ui/card";
import { isFreshSession } from "@/lib/account/fresh";
import { listLinkedAccounts } from "@/lib/auth/server/queries";
import { requireSession } from "@/lib/signed-in";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.nav");
  return { title: t("danger") };
}

export default async function DangerZonePage() {
  const { user, session } = await requireSession();
  const [t, accounts] = await Promise.all([getTranslations("settings.delete"), listLinkedAccounts(user.id)]);
  const hasPassword = accounts.some((a) => a.providerId === "credential");
  return (
    <Card id="delete" tone="danger" title={t("title")} description={t("description")}>
      <p className="text-sm">{t("lead")}</p>
      <DeleteAccount email={user.email} hasPassword={hasPassword} fresh={isFreshSession(session.createdAt)} />
    </Card>
  );
}
