import { ArrowRight, CreditCard, History, Mail, Network, UserPlus, Users } from "lucide-react";
import Link from "next/link";
import { getFormatter, getNow, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ActivityEntry } from "@/components/organization/activity-entry";
import { SectionHeader } from "@/components/organization/section-header";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { isLive } from "@/lib/billing/model";
import { polarClient } from "@/lib/billing/polar";
import { organizationSubscriptions } from "@/lib/billing/queries";
import { listActivity } from "@/lib/organization/activity-queries";
import { currentOrganization } from "@/lib/organization/current";
import { listInvitations } from "@/lib/organization/invitation-queries";
import { listMembersPage, listTeamsWithMembers } from "@/lib/organization/queries";

const SHOWN = 5;

/** The organization at a glance: members, teams, plan and (for owners and admins) the latest activity. */
export default async function OrganizationOverviewPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const org = await currentOrganization(slug);
  const id = org.organization.id;
  const [t, format, now, members, teams, invitations, subscriptions, activity] = await Promise.all([
    getTranslations("org"),
    getFormatter(),
    getNow(),
    listMembersPage(id, SHOWN),
    listTeamsWithMembers(id),
    listInvitations(id, org.isOwner),
    polarClient() ? organizationSubscriptions(id) : null,
    org.canManage ? listActivity({ organizationId: id, viewerUserId: org.session.user.id, limit: SHOWN }) : null,
  ]);
  const base = `/orgs/${slug}`;
  const pending = invitations.filter((i) => i.status === "pending").length;
  const plan = subscriptions?.find((s) => isLive(s.subscription.status));
  const more = (href: string, label: string) => (
    <Button asChild variant="ghost" size="sm">
      <Link href={href}>
        {label}
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );

  return (
    <>
      <SectionHeader
        title={t("overview.title")}
        description={t("overview.lead")}
        actions={
          org.canManage && (
            <Button asChild>
              <Link href={`${base}/invitations`}>
                <UserPlus aria-hidden />
                {t("overview.invite")}
              </Link>
            </Button>
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card id="overview-members" title={t("overview.membersTitle")} actions={more(`${base}/members`, t("overview.viewMembers"))}>
          <Figure
            icon={<Users />}
            value={t("overview.members", { count: members.total })}
            note={t("overview.pendingInvitations", { count: pending })}
          />
          <ul className="flex flex-col gap-3">
            {members.members.map((m) => (
              <li key={m.id} className="flex items-center gap-3">
                <Avatar src={m.image} name={m.name} email={m.email} size="sm" />
                <span className="min-w-0 flex-1 truncate text-sm">{m.name || m.email}</span>
                <Badge variant={m.role === "member" ? "neutral" : "outline"}>{t(`roles.${m.role}`)}</Badge>
              </li>
            ))}
          </ul>
          {members.total > SHOWN && (
            <p className="text-xs text-muted-foreground">{t("overview.moreMembers", { count: members.total - SHOWN })}</p>
          )}
        </Card>

        <Card id="overview-teams" title={t("overview.teamsTitle")} actions={more(`${base}/teams`, t("overview.viewTeams"))}>
          <Figure icon={<Network />} value={t("overview.teams", { count: teams.length })} />
          {teams.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("teams.none")}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {teams.slice(0, SHOWN).map((team) => (
                <li key={team.id} className="flex items-center justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate font-medium">{team.name}</span>
                  <span className="shrink-0 text-muted-foreground">{t("teams.memberCount", { count: team.members.length })}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card id="overview-plan" title={t("overview.planTitle")} actions={more(`${base}/billing`, t("overview.viewBilling"))}>
          {!subscriptions ? (
            <Figure icon={<CreditCard />} value={t("overview.billingOff")} />
          ) : plan ? (
            <Figure
              icon={<CreditCard />}
              value={plan.productName ?? t("overview.unnamedPlan")}
              note={
                plan.subscription.currentPeriodEnd &&
                t(plan.subscription.cancelAtPeriodEnd ? "overview.endsOn" : "overview.renewsOn", {
                  date: format.dateTime(plan.subscription.currentPeriodEnd, { dateStyle: "medium" }),
                })
              }
            />
          ) : (
            <Figure
              icon={<CreditCard />}
              value={t("overview.noPlan")}
              note={org.canManage ? t("overview.noPlanManager") : t("overview.noPlanMember")}
            />
          )}
        </Card>

        <Card
          id="overview-invitations"
          title={t("overview.invitationsTitle")}
          actions={more(`${base}/invitations`, t("overview.viewInvitations"))}
        >
          <Figure
            icon={<Mail />}
            value={t("overview.pendingInvitations", { count: pending })}
            note={t("overview.acceptedCount", { count: invitations.filter((i) => i.status === "accepted").length })}
          />
        </Card>

        {activity && (
          <Card
            id="overview-activity"
            className="lg:col-span-2"
            title={t("overview.activityTitle")}
            actions={more(`${base}/activity`, t("overview.viewActivity"))}
          >
            {activity.entries.length === 0 ? (
              <EmptyState icon={<History />} title={t("activity.none")} />
            ) : (
              <ol className="-my-3 flex flex-col divide-y">
                {activity.entries.map((entry) => (
                  <ActivityEntry key={entry.id} entry={entry} now={now} />
                ))}
              </ol>
            )}
          </Card>
        )}
      </div>
    </>
  );
}

/** A card's headline figure with its icon and a muted line under it. */
function Figure({ icon, value, note }: { icon: ReactNode; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <div
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground [&_svg]:size-5"
        aria-hidden
      >
        {icon}
      </div>
      <div className="grid min-w-0 gap-0.5">
        <p className="text-lg leading-6 font-semibold [overflow-wrap:anywhere]">{value}</p>
        {note && <p className="text-sm text-muted-foreground">{note}</p>}
      </div>
    </div>
  );
}
