import { getTranslations } from "next-intl/server";
import { InviteForm } from "@/components/organization/invite-form";
import { PendingInvitations } from "@/components/organization/pending-invitations";
import { Card } from "@/components/ui/card";
import { currentOrganization } from "@/lib/organization/current";
import { listPendingInvitations, listTeamsWithMembers } from "@/lib/organization/queries";

export default async function InvitationsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const org = await currentOrganization(slug);
  const [t, invitations, teams] = await Promise.all([
    getTranslations("org"),
    listPendingInvitations(org.organization.id),
    listTeamsWithMembers(org.organization.id),
  ]);
  return (
    <div className="flex flex-col gap-6">
      {org.canManage && (
        <Card title={t("invite.title")} id="invite">
          <InviteForm organizationId={org.organization.id} teams={teams.map(({ id, name }) => ({ id, name }))} canInviteOwner={org.isOwner} />
        </Card>
      )}
      <Card title={t("invitations.title")} id="pending">
        <PendingInvitations
          organizationId={org.organization.id}
          canManage={org.canManage}
          invitations={invitations.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() }))}
        />
      </Card>
    </div>
  );
}
