"use client";
/**
 * An organization's invitations with their status (pending, accepted, declined, canceled, expired). Owners
 * and admins resend a pending or expired one (a new link, valid again for its full time), invite again after
 * a refusal or cancellation, and cancel a pending one after a confirmation.
 */
import { Mail, RotateCw, X } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button, IconButton } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { primaryRole } from "@/lib/organization/roles";
import { OrgTable } from "./org-table";
import { useOrgCall, useRowCalls } from "./use-org-call";

type Status = "pending" | "accepted" | "rejected" | "canceled" | "expired";

export type InvitationRow = {
  id: string;
  email: string;
  role: string | null;
  teamId: string | null;
  status: Status;
  inviter: string;
  createdAt: string;
  expiresAt: string;
};

const BADGE: Record<Status, "info" | "success" | "danger" | "neutral" | "warning"> = {
  pending: "info",
  accepted: "success",
  rejected: "danger",
  canceled: "neutral",
  expired: "warning",
};

export function InvitationsTable({
  organizationId,
  invitations,
  canManage,
  renderedAt,
}: {
  organizationId: string;
  invitations: InvitationRow[];
  canManage: boolean;
  /**
   * The server's time when it rendered the list (ISO): "sent 2 minutes ago" is counted from it, so that the
   * browser, whose clock may differ, hydrates the same words the server wrote.
   */
  renderedAt: string;
}) {
  const t = useTranslations("org");
  const format = useFormatter();
  const now = new Date(renderedAt);
  const call = useOrgCall();
  const { busy, error, run } = useRowCalls();

  function sendAgain(row: InvitationRow) {
    const again = { email: row.email, role: primaryRole(row.role ?? "member"), organizationId, resend: true };
    void run(
      row.id,
      (api) => api.inviteMember({ ...again, ...(row.teamId ? { teamId: row.teamId } : {}) }),
      t("invitations.resent", { email: row.email }),
    );
  }

  if (invitations.length === 0) {
    return (
      <EmptyState
        icon={<Mail />}
        title={t("invitations.none")}
        text={canManage ? t("invitations.noneManager") : t("invitations.noneMember")}
      />
    );
  }

  return (
    <OrgTable
      error={error}
      head={
        <>
          <TableHead>{t("invitations.columns.email")}</TableHead>
          <TableHead className="hidden sm:table-cell">{t("invitations.columns.role")}</TableHead>
          <TableHead className="hidden sm:table-cell">{t("invitations.columns.status")}</TableHead>
          {canManage && (
            <TableHead>
              <span className="sr-only">{t("invitations.columns.actions")}</span>
            </TableHead>
          )}
        </>
      }
    >
      {invitations.map((row) => {
        const expires = new Date(row.expiresAt);
        const resends = row.status === "pending" || row.status === "expired";
        const when =
          row.status === "pending"
            ? t("invitations.expires", { when: format.relativeTime(expires, now) })
            : row.status === "expired"
              ? t("invitations.expired", { when: format.relativeTime(expires, now) })
              : t("invitations.sent", { when: format.relativeTime(new Date(row.createdAt), now) });
        return (
          <TableRow key={row.id} data-testid="invitation-row" data-status={row.status}>
            {/* On a phone the address and its details wrap in the one wide column, with the status below them. */}
            <TableCell className="w-full max-w-0">
              <p className="font-medium [overflow-wrap:anywhere] sm:truncate">{row.email}</p>
              <p className="text-xs text-muted-foreground sm:truncate">
                <span className="sm:hidden">{t(`roles.${primaryRole(row.role ?? "member")}`)} · </span>
                {t("invitations.invitedBy", { name: row.inviter })} · {when}
              </p>
              <Badge variant={BADGE[row.status]} className="mt-1.5 sm:hidden">
                {t(`invitations.status.${row.status}`)}
              </Badge>
            </TableCell>
            <TableCell className="hidden sm:table-cell">{t(`roles.${primaryRole(row.role ?? "member")}`)}</TableCell>
            <TableCell className="hidden sm:table-cell">
              <Badge variant={BADGE[row.status]}>{t(`invitations.status.${row.status}`)}</Badge>
            </TableCell>
            {canManage && (
              <TableCell>
                <div className="flex items-center justify-end gap-1">
                  {row.status !== "accepted" && (
                    <Button variant="ghost" size="sm" pending={busy === row.id} onClick={() => sendAgain(row)}>
                      {busy !== row.id && <RotateCw aria-hidden />}
                      {/* The short label on wide screens, the full one for assistive technology (it contains the short one).
                              not-sr-only lets text wrap again: kept on one line, so the column is as wide as the button. */}
                      <span className="sr-only md:not-sr-only md:whitespace-nowrap">
                        {t(resends ? "invitations.resend" : "invitations.inviteAgain")}
                      </span>
                      <span className="sr-only">({row.email})</span>
                    </Button>
                  )}
                  {row.status === "pending" && (
                    <ConfirmDialog
                      trigger={<IconButton icon={X} label={t("invitations.cancelNamed", { email: row.email })} />}
                      title={t("invitations.cancelTitle", { email: row.email })}
                      description={t("invitations.cancelText", { email: row.email })}
                      confirmLabel={t("invitations.cancel")}
                      cancelLabel={t("invitations.keep")}
                      onConfirm={() =>
                        call((api) => api.cancelInvitation({ invitationId: row.id }), t("invitations.canceled", { email: row.email }))
                      }
                    />
                  )}
                </div>
              </TableCell>
            )}
          </TableRow>
        );
      })}
    </OrgTable>
  );
}
