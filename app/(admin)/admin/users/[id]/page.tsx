import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { Building2, Link2, ScrollText } from "lucide-react";
import { AuditList } from "@/components/admin/audit-list";
import { AdminPageHeader } from "@/components/admin/page-header";
import { ResetSecondFactorsButton } from "@/components/admin/reset-second-factors-button";
import { UserActions } from "@/components/admin/user-actions";
import { UserBilling } from "@/components/admin/user-billing";
import { UserSessions } from "@/components/admin/user-sessions";
import { UserStateBadges } from "@/components/admin/users-table";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { OwnedOrganizationsNotice } from "@/components/organization/owned-organizations-notice";
import { listAudit } from "@/lib/admin/audit";
import { requireOperator } from "@/lib/admin/guard";
import { isOperatorRole } from "@/lib/admin/roles";
import { userDetail } from "@/lib/admin/users";
import { secondFactorsOf } from "@/lib/auth/two-factor/reset";
import { customerOf, subscriptionsOf } from "@/lib/billing/queries";
import { organizationsOnlyOwnedWithOthers } from "@/lib/organization/queries";
import { primaryRole } from "@/lib/organization/roles";

type Props = { params: Promise<{ id: string }> };

/** The notice that says why the delete button does nothing, and describes it. */
const DELETE_BLOCKED_ID = "delete-blocked";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.users");
  return { title: t("userTitle") };
}

export default async function AdminUserPage({ params }: Props) {
  const operator = await requireOperator();
  const { id } = await params;
  if (id.length > 200 || id.includes("\u0000")) notFound();
  const detail = await userDetail(id);
  if (!detail) notFound();
  const { user, accounts, sessions, sessionsTotal, memberships } = detail;
  const customer = await customerOf(user.id);
  const [t, to, format, subscriptions, audit, blockers, factors] = await Promise.all([
    getTranslations("admin.users"),
    getTranslations("org.roles"),
    getFormatter(),
    customer ? subscriptionsOf(customer.id, user.id) : Promise.resolve([]),
    listAudit({ userId: user.id, limit: 20 }),
    organizationsOnlyOwnedWithOthers(user.id),
    secondFactorsOf(user.id),
  ]);
  const hasSecondFactor = factors.authenticator || factors.passkeys > 0;
  const factorList = [
    factors.authenticator && t("state.authenticator"),
    factors.passkeys > 0 && t("state.passkeys", { count: factors.passkeys }),
  ];
  const deleteBlocked = blockers.length > 0 && user.id !== operator.id;
  const when = (d: Date) => format.dateTime(d, { dateStyle: "medium", timeStyle: "short" });
  const facts: [string, ReactNode][] = [
    [t("fields.email"), user.email],
    [
      t("fields.id"),
      <code key="id" className="text-xs [overflow-wrap:anywhere]">
        {user.id}
      </code>,
    ],
    [t("fields.verified"), user.emailVerified ? t("state.verified") : t("state.unverified")],
    [t("fields.role"), isOperatorRole(user.role) ? t("roles.admin") : t("roles.user")],
    [t("fields.secondFactors"), hasSecondFactor ? factorList.filter(Boolean).join(" · ") : t("state.noSecondFactor")],
    [t("fields.created"), when(user.createdAt)],
    [t("fields.updated"), when(user.updatedAt)],
  ];
  if (user.banned) {
    facts.push([t("fields.banReason"), user.banReason || "—"]);
    facts.push([t("fields.banExpires"), user.banExpires ? when(user.banExpires) : t("state.banForever")]);
  }
  return (
    <>
      <div className="flex items-center gap-4">
        <Avatar src={user.image} name={user.name} email={user.email} size="lg" />
        <div className="min-w-0 flex-1">
          <AdminPageHeader title={user.name || user.email} description={user.email} />
        </div>
      </div>
      <UserStateBadges user={user} />
      <UserActions
        user={{ id: user.id, email: user.email, role: user.role, banned: user.banned }}
        isSelf={user.id === operator.id}
        isOperator={isOperatorRole(user.role)}
        deleteBlockedBy={deleteBlocked ? DELETE_BLOCKED_ID : undefined}
      />
      {hasSecondFactor && <ResetSecondFactorsButton user={{ id: user.id, email: user.email }} />}
      {deleteBlocked && (
        <OwnedOrganizationsNotice
          id={DELETE_BLOCKED_ID}
          title={t("deleteBlockedTitle")}
          reason={t("errors.ONLY_OWNER_OF_ORGANIZATION")}
          organizations={blockers.map((o) => ({ id: o.id, name: o.name, href: `/admin/organizations/${encodeURIComponent(o.id)}` }))}
        />
      )}
      <Card id="profile" title={t("profile")}>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-sm [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card id="accounts" title={t("accounts.title")}>
        {accounts.length === 0 ? (
          <EmptyState icon={<Link2 />} title={t("accounts.none")} />
        ) : (
          <ul className="grid gap-2">
            {accounts.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-2 text-sm">
                <Badge variant="outline">{a.providerId === "credential" ? t("accounts.password") : a.providerId}</Badge>
                {a.providerId !== "credential" && <span className="text-muted-foreground [overflow-wrap:anywhere]">{a.accountId}</span>}
                <span className="text-muted-foreground">· {t("accounts.linked", { time: when(a.createdAt) })}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <UserSessions userId={user.id} sessions={sessions} total={sessionsTotal} />
      <Card id="organizations" title={t("organizations.title")}>
        {memberships.length === 0 ? (
          <EmptyState icon={<Building2 />} title={t("organizations.none")} />
        ) : (
          <ul className="grid gap-2">
            {memberships.map((m) => (
              <li key={m.organizationId} className="flex flex-wrap items-center gap-2 text-sm">
                <Link
                  href={`/admin/organizations/${encodeURIComponent(m.organizationId)}`}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {m.name}
                </Link>
                <Badge variant="neutral">{to(primaryRole(m.role))}</Badge>
                <span className="text-muted-foreground">· {t("organizations.joined", { time: when(m.joinedAt) })}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <UserBilling customer={customer} subscriptions={subscriptions} />
      <Card id="user-audit" title={t("auditTitle")} contentClassName="p-0 sm:p-0">
        {audit.rows.length ? (
          <AuditList rows={audit.rows} showTarget={false} />
        ) : (
          <EmptyState icon={<ScrollText />} title={t("auditNone")} className="mx-6 mb-6" />
        )}
      </Card>
    </>
  );
}
