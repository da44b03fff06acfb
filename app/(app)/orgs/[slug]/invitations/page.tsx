import { getNow, getTranslations } from "next-intl/server";
import { InvitationsTable } from "@/components/organization/invitations-table";
import { InviteForm } from "@/components/organization/invite-form";
import { SectionHeader } from "@/components/organization/section-header";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { env } from "@/lib/env";
import { organizationIsFull } from "@/lib/organization/capacity";
import { currentOrganization } from "@/lib/organization/current";
import { listInvitations } from "@/lib/organization/invitation-queries";
import { countMembers, listTeamsWithMembers } from "@/lib/organization/queries";

/** Owners and admins invite here; every member sees the invitations and their status. */
export default async function InvitationsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const org = await currentOrganization(slug);
  const [t, now, invitations, teams, members] = await Promise.all([
    getTranslations("org"),
    getNow(),
    listInvitations(org.organization.id, org.isOwner),
    org.canManage ? listTeamsWithMembers(org.organization.id) : [],
    org.canManage ? countMembers(org.organization.id) : 0,
  ]);
  return (
    <>
      <SectionHeader title={t("invitations.pageTitle")} description={t("invitations.lead")} />
      {org.canManage && (
        <Card title={t("invite.title")} description={t("invite.lead")} id="invite">
          {organizationIsFull(members) && <Alert tone="warning">{t("invite.full", { limit: env.MEMBERSHIP_LIMIT })}</Alert>}
          <InviteForm
            organizationId={org.organization.id}
            teams={teams.map(({ id, name }) => ({ id, name }))}
            canInviteOwner={org.isOwner}
          />
        </Card>
      )}
      <Card title={t("invitations.title")} id="invitations">
        <InvitationsTable
          organizationId={org.organization.id}
          canManage={org.canManage}
          renderedAt={now.toISOString()}
          invitations={invitations.map((i) => ({
            id: i.id,
            email: i.email,
            role: i.role,
            teamId: i.teamId,
            status: i.status,
            inviter: i.inviterName || i.inviterEmail,
            createdAt: i.createdAt.toISOString(),
            expiresAt: i.expiresAt.toISOString(),
          }))}
        />
      </Card>
    </>
  );
}
