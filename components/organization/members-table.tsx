"use client";
/**
 * The members of an organization as a table. Owners and admins change roles through a menu and remove people
 * after a confirmation; only an owner may touch an owner or make someone one; nobody changes their own role
 * here (they leave instead), and the only owner cannot leave: their Leave button stays disabled and the row
 * says why. The server holds the same rules; this only offers what it would allow.
 * Each row draws one role control (on a phone it sits under the person) and a plain removal button; the table
 * holds one removal dialog for them all, so a page of fifty members renders fifty buttons, not fifty dialogs.
 */
import { LogOut, UserMinus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type ComponentProps } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button, IconButton } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ConfirmDialog, preloadConfirmDialog } from "@/components/ui/confirm-dialog";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { managesOrganization, ROLES, type Role } from "@/lib/organization/roles";
import { OrgTable } from "./org-table";
import { RoleMenu } from "./role-menu";
import { useOrgCall, useRowCalls } from "./use-org-call";

export type MemberRow = {
  id: string;
  userId: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  createdAt: string;
  /** Whether the member has two-step sign-in on (organizations may require it). */
  twoFactorEnabled: boolean;
};

type Props = {
  organization: { id: string; name: string };
  members: MemberRow[];
  viewerUserId: string;
  viewerRole: Role;
  /** The viewer is the organization's only owner, whom better-auth does not let leave. */
  viewerIsOnlyOwner: boolean;
};

export function MembersTable({ organization, members, viewerUserId, viewerRole, viewerIsOnlyOwner }: Props) {
  const t = useTranslations("org");
  const format = useFormatter();
  const call = useOrgCall();
  const router = useRouter();
  const { busy, error, run } = useRowCalls();
  const canManage = managesOrganization(viewerRole);
  const offered = ROLES.filter((r) => r !== "owner" || viewerRole === "owner");
  // The member the removal dialog asks about (kept while it closes, so its words stay) and the button that opened it.
  const [removal, setRemoval] = useState<{ member: MemberRow; button: HTMLElement; open: boolean } | null>(null);

  function changeRole(m: MemberRow, role: Role) {
    if (role === m.role) return;
    void run(
      m.id,
      (api) => api.updateMemberRole({ memberId: m.id, role, organizationId: organization.id }),
      t("members.roleChanged", { name: m.name || m.email, role: t(`roles.${role}`) }),
    );
  }

  return (
    <>
      <OrgTable
        error={error}
        head={
          <>
            <TableHead>{t("members.columns.member")}</TableHead>
            <TableHead className="hidden sm:table-cell">{t("members.columns.role")}</TableHead>
            <TableHead className="hidden sm:table-cell">{t("members.columns.joined")}</TableHead>
            <TableHead>
              <span className="sr-only">{t("members.columns.actions")}</span>
            </TableHead>
          </>
        }
      >
        {members.map((m) => {
          const self = m.userId === viewerUserId;
          const mayTouch = canManage && !self && (m.role !== "owner" || viewerRole === "owner");
          const name = m.name || m.email;
          return (
            <TableRow key={m.id} data-testid="member-row" className="max-sm:relative">
              {/* On a phone the role cell sits in the room this cell keeps under the person (a menu button is taller than a badge). */}
              <TableCell className={cn("w-full max-w-0", mayTouch ? "max-sm:pb-[3.125rem]" : "max-sm:pb-10")}>
                <div className="flex items-center gap-3">
                  <Avatar src={m.image} name={m.name} email={m.email} />
                  <div className="grid min-w-0">
                    <p className="flex min-w-0 items-center gap-2 font-medium">
                      <span className="min-w-0 truncate">{name}</span>
                      {self && <Badge variant="outline">{t("members.you")}</Badge>}
                      {m.twoFactorEnabled && (
                        <Badge variant="success" title={t("members.twoFactorTitle")}>
                          {t("members.twoFactor")}
                        </Badge>
                      )}
                    </p>
                    <p className="truncate text-muted-foreground">{m.email}</p>
                    {self && viewerIsOnlyOwner && (
                      <p id={`only-owner-${m.id}`} className="mt-1 text-[0.8125rem] text-muted-foreground">
                        {t("members.onlyOwner")}
                      </p>
                    )}
                  </div>
                </div>
              </TableCell>
              <TableCell className="max-sm:absolute max-sm:bottom-3 max-sm:left-11 max-sm:p-0">
                {mayTouch ? (
                  <RoleMenu name={name} role={m.role} offered={offered} pending={busy === m.id} onChange={(role) => changeRole(m, role)} />
                ) : (
                  <Badge variant={m.role === "member" ? "neutral" : "outline"}>{t(`roles.${m.role}`)}</Badge>
                )}
              </TableCell>
              <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">
                {format.dateTime(new Date(m.createdAt), { dateStyle: "medium" })}
              </TableCell>
              <TableCell className="text-right">
                {mayTouch && (
                  <IconButton
                    icon={UserMinus}
                    label={t("members.removeNamed", { name })}
                    aria-haspopup="dialog"
                    aria-expanded={removal?.open === true && removal.member.id === m.id}
                    onPointerEnter={preloadConfirmDialog}
                    onFocus={preloadConfirmDialog}
                    onClick={(event) => setRemoval({ member: m, button: event.currentTarget, open: true })}
                  />
                )}
                {self && viewerIsOnlyOwner && (
                  // aria-disabled, not disabled: the button stays focusable, and its description is the reason.
                  <LeaveButton aria-disabled aria-describedby={`only-owner-${m.id}`} />
                )}
                {self && !viewerIsOnlyOwner && (
                  <ConfirmDialog
                    trigger={<LeaveButton />}
                    title={t("members.leaveTitle", { organization: organization.name })}
                    description={t("members.leaveText")}
                    confirmLabel={t("members.leaveConfirm")}
                    cancelLabel={t("members.cancel")}
                    onConfirm={() =>
                      call((api) => api.leave({ organizationId: organization.id }), t("members.left", { organization: organization.name }))
                    }
                    onDone={() => router.push("/")}
                  />
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </OrgTable>
      {removal && (
        <RemoveMemberDialog
          member={removal.member}
          organization={organization}
          open={removal.open}
          onOpenChange={(open) => setRemoval({ ...removal, open })}
          returnFocusTo={() => removal.button}
        />
      )}
    </>
  );
}

/** Asks before removing a member; held by the table, opened by a row's button. */
function RemoveMemberDialog({
  member,
  organization,
  ...held
}: {
  member: MemberRow;
  organization: Props["organization"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: () => HTMLElement;
}) {
  const t = useTranslations("org");
  const call = useOrgCall();
  const name = member.name || member.email;
  return (
    <ConfirmDialog
      {...held}
      title={t("members.removeTitle", { name })}
      description={t("members.removeText", { name, organization: organization.name })}
      confirmLabel={t("members.removeConfirm")}
      cancelLabel={t("members.cancel")}
      onConfirm={() =>
        call((api) => api.removeMember({ memberIdOrEmail: member.id, organizationId: organization.id }), t("members.removed", { name }))
      }
    />
  );
}

/** The viewer's own row: "Leave", the word beside the icon from a phone's width up. */
function LeaveButton(props: ComponentProps<typeof Button>) {
  const t = useTranslations("org");
  return (
    <Button variant="ghost" size="sm" {...props}>
      <LogOut aria-hidden />
      <span className="sr-only sm:not-sr-only sm:whitespace-nowrap">{t("members.leave")}</span>
    </Button>
  );
}
