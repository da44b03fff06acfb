import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { CreditCard, Mail, Network, ScrollText, Users } from "lucide-react";
import { AuditList } from "@/components/admin/audit-list";
import {
  AddMemberButton,
  CancelInvitationButton,
  DeleteTeamButton,
  MemberButtons,
  OrganizationEditButtons,
} from "@/components/admin/organization-actions";
import { InviteButton, ResendInvitationButton } from "@/components/admin/organization-invitations";
import { AddTeamMemberButton, CreateTeamButton, RemoveTeamMemberButton, RenameTeamButton } from "@/components/admin/organization-teams";
import { AdminPageHeader } from "@/components/admin/page-header";
import { UserLink } from "@/components/admin/user-link";
import { formatMoney } from "@/components/billing/money";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { listAudit } from "@/lib/admin/audit";
import { requireOperator } from "@/lib/admin/guard";
import { organizationSubscriptions } from "@/lib/billing/queries";
import { subscriptionView } from "@/lib/billing/views";
import { messageOr } from "@/lib/i18n/message-or";
import { listMembersPage, listPendingInvitations, listTeamsWithMembers, organizationById } from "@/lib/organization/queries";
import { primaryRole } from "@/lib/organization/roles";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.orgs");
  return { title: t("detailTitle") };
}

export default async function AdminOrganizationPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOperator();
  const { id } = await params;
  if (id.length > 200 || id.includes("\u0000")) notFound();
  const org = await organizationById(id);
  if (!org) notFound();
  const [t, tr, tb, format, locale, members, invitations, teams, subscriptions, audit] = await Promise.all([
    getTranslations("admin.orgs"),
    getTranslations("org.roles"),
    getTranslations("billing.status"),
    getFormatter(),
    getLocale(),
    // Every member (the console shows them all), in join order.
    listMembersPage(org.id, 1000).then((page) => page.members),
    listPendingInvitations(org.id),
    listTeamsWithMembers(org.id),
    organizationSubscriptions(org.id),
    listAudit({ organizationId: org.id, limit: 20 }),
  ]);
  const date = (d: Date) => format.dateTime(d, { dateStyle: "medium" });
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  return (
    <>
      <div className="flex items-center gap-4">
        <Avatar src={org.logo} name={org.name} size="lg" />
        <div className="min-w-0 flex-1">
          <AdminPageHeader title={org.name} description={t("slugLine", { slug: org.slug, date: date(org.createdAt) })} />
        </div>
      </div>
      <OrganizationEditButtons org={{ id: org.id, name: org.name, slug: org.slug }} />
      <Card
        id="org-members"
        title={t("members.title", { count: members.length })}
        actions={<AddMemberButton organizationId={org.id} />}
        contentClassName="p-0 sm:p-0"
      >
        {members.length === 0 ? (
          <EmptyState icon={<Users />} title={t("members.none")} className="mx-6 mb-6" />
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("members.member")}</TableHead>
                <TableHead>{t("members.role")}</TableHead>
                <TableHead className="hidden md:table-cell">{t("members.joined")}</TableHead>
                <TableHead>
                  <span className="sr-only">{t("members.actions")}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {members.map((m) => {
                const role = primaryRole(m.role);
                return (
                  <TableRow key={m.id} data-testid="org-member-row">
                    <TableCell>
                      <UserLink user={{ ...m, id: m.userId }} className="underline-offset-4 hover:underline" />
                    </TableCell>
                    <TableCell>
                      <Badge variant={role === "owner" ? "info" : "neutral"}>{tr(role)}</Badge>
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">{date(m.createdAt)}</TableCell>
                    <TableCell>
                      <MemberButtons organizationId={org.id} member={{ id: m.id, email: m.email, role }} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </Card>
      <Card
        id="org-invitations"
        title={t("invitations.title")}
        actions={<InviteButton organizationId={org.id} teams={teams.map((team) => ({ id: team.id, name: team.name }))} />}
      >
        {invitations.length === 0 ? (
          <EmptyState icon={<Mail />} title={t("invitations.none")} />
        ) : (
          <ul className="divide-y">
            {invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-2 py-2 text-sm" data-testid="org-invitation-row">
                <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">{i.email}</span>
                <Badge variant="neutral">{tr(primaryRole(i.role ?? "member"))}</Badge>
                {i.teamId && teamName.has(i.teamId) && <Badge variant="outline">{teamName.get(i.teamId)}</Badge>}
                <span className="text-muted-foreground">{t("invitations.expires", { date: date(i.expiresAt) })}</span>
                <ResendInvitationButton organizationId={org.id} invitation={{ id: i.id, email: i.email }} />
                <CancelInvitationButton organizationId={org.id} invitation={{ id: i.id, email: i.email }} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card id="org-teams" title={t("teams.title")} actions={<CreateTeamButton organizationId={org.id} />}>
        {teams.length === 0 ? (
          <EmptyState icon={<Network />} title={t("teams.none")} />
        ) : (
          <ul className="divide-y">
            {teams.map((team) => {
              const ref = { id: team.id, name: team.name };
              const inTeam = new Set(team.members.map((m) => m.userId));
              const candidates = members
                .filter((m) => !inTeam.has(m.userId))
                .map((m) => ({ userId: m.userId, name: m.name, email: m.email }));
              return (
                <li key={team.id} className="grid gap-2 py-3 text-sm" data-testid="org-team-row">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">{team.name}</span>
                    <AddTeamMemberButton organizationId={org.id} team={ref} candidates={candidates} />
                    <RenameTeamButton organizationId={org.id} team={ref} />
                    <DeleteTeamButton organizationId={org.id} team={ref} />
                  </div>
                  {team.members.length ? (
                    <ul className="grid gap-1" aria-label={t("teams.membersOf", { name: team.name })}>
                      {team.members.map((m) => (
                        <li key={m.userId} className="flex min-w-0 items-center gap-2">
                          <span className="min-w-0 truncate">{m.name || m.email}</span>
                          {m.name && <span className="min-w-0 truncate text-muted-foreground max-sm:hidden">{m.email}</span>}
                          <RemoveTeamMemberButton
                            organizationId={org.id}
                            team={ref}
                            person={{ userId: m.userId, name: m.name, email: m.email }}
                          />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-muted-foreground">{t("teams.noMembers")}</p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <Card id="org-plan" title={t("plan.title")}>
        {subscriptions.length === 0 ? (
          <EmptyState icon={<CreditCard />} title={t("plan.none")} />
        ) : (
          <ul className="divide-y">
            {subscriptions.map((row) => {
              const s = subscriptionView(row, locale);
              return (
                <li key={s.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                  <span className="font-medium">{s.productName}</span>
                  <Badge variant="outline">{messageOr(tb, s.status, s.status)}</Badge>
                  <span className="text-muted-foreground">{formatMoney(format, s.amount, s.currency)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <Card id="org-audit" title={t("auditTitle")} contentClassName="p-0 sm:p-0">
        {audit.rows.length ? (
          <AuditList rows={audit.rows} />
        ) : (
          <EmptyState icon={<ScrollText />} title={t("auditNone")} className="mx-6 mb-6" />
        )}
      </Card>
    </>
  );
}
