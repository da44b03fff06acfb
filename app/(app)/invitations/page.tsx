import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { listUserPendingInvitations } from "@/lib/organization/queries";
import { requireSession } from "@/lib/signed-in";
import type { Role } from "@/lib/organization/roles";

/** The signed-in user's own pending invitations. */
export default async function MyInvitationsPage() {
  const session = await requireSession();
  const [t, tr, invitations] = await Promise.all([getTranslations("org.myInvitations"), getTranslations("org.roles"), listUserPendingInvitations(session.user.email)]);
  return (
    <div className="w-full">
      <Card title={t("title")} id="my-invitations">
        {invitations.length === 0 && <p className="text-sm text-zinc-500">{t("none")}</p>}
        <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
          {invitations.map((i) => (
            <li key={i.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span>{t("from", { inviter: i.inviterName || i.inviterEmail, organization: i.organizationName, role: tr(((i.role ?? "member").split(",")[0] as Role) ?? "member") })}</span>
              <Link href={`/accept-invitation/${i.id}`} className="text-blue-700 hover:underline dark:text-blue-400">
                {t("open")}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
