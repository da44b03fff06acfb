import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DeleteAccount } from "@/components/settings/delete-account";
import { DeletionBlockers } from "@/components/settings/deletion-blockers";
import { Card } from "@/components/ui/card";
import { isFreshSession } from "@/lib/account/fresh";
import { listLinkedAccounts } from "@/lib/auth/server/queries";
import { organizationsOnlyOwnedWithOthers } from "@/lib/organization/queries";
import { requireSession } from "@/lib/signed-in";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.nav");
  return { title: t("danger") };
}

const BLOCKED_REASON_ID = "delete-blocked";

export default async function DangerZonePage() {
  const { user, session } = await requireSession();
  const [t, accounts, blockers] = await Promise.all([
    getTranslations("settings.delete"),
    listLinkedAccounts(user.id),
    organizationsOnlyOwnedWithOthers(user.id),
  ]);
  const hasPassword = accounts.some((a) => a.providerId === "credential");
  const blocked = blockers.length > 0;
  return (
    <Card id="delete" tone="danger" title={t("title")} description={t("description")}>
      <p className="text-sm">{t("lead")}</p>
      {blocked && <DeletionBlockers id={BLOCKED_REASON_ID} organizations={blockers} />}
      <DeleteAccount
        email={user.email}
        hasPassword={hasPassword}
        fresh={isFreshSession(session.createdAt)}
        blockedBy={blocked ? BLOCKED_REASON_ID : undefined}
      />
    </Card>
  );
}
