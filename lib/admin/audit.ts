import "server-only";
import { getIP } from "@better-auth/core/utils/ip";
import type { BetterAuthOptions } from "better-auth";
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { auditLog } from "@/db/schema";

/** Every kind of operator action the log records (their labels: messages "admin.audit.actions"). */
export const AUDIT_ACTIONS = [
  "operator.grant",
  "user.create",
  "user.update",
  "user.set_role",
  "user.ban",
  "user.unban",
  "user.set_password",
  "user.reset_mail",
  "user.reset_second_factors",
  "user.delete",
  "user.impersonate",
  "user.stop_impersonating",
  "session.revoke",
  "session.revoke_all",
  "organization.update",
  "organization.delete",
  "member.add",
  "member.role",
  "member.remove",
  "invitation.create",
  "invitation.resend",
  "invitation.cancel",
  "team.create",
  "team.update",
  "team.delete",
  "team.member_add",
  "team.member_remove",
  "product.create",
  "product.update",
  "product.archive",
  "product.unarchive",
  "benefit.create",
  "benefit.delete",
  "discount.create",
  "discount.delete",
  "checkout_link.create",
  "checkout_link.update",
  "checkout_link.delete",
  "subscription.cancel",
  "subscription.uncancel",
  "subscription.revoke",
  "subscription.change_plan",
  "order.refund",
  "webhook.redeliver",
  "webhook.reapply",
  "sso.disable_connection",
  "sso.release_domain",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  action: AuditAction;
  actor: { id: string; email: string } | null;
  targetUserId?: string | null;
  targetOrganizationId?: string | null;
  targetLabel?: string | null;
  data?: Record<string, unknown> | null;
  /** Where the request came from (requestOrigin). */
  origin?: RequestOrigin | null;
};

export type RequestOrigin = { ipAddress: string | null; userAgent: string | null };

/** The client's address as better-auth resolves it (the configured header and trusted proxies), and its browser. */
export function requestOrigin(headers: Headers | null | undefined, options: BetterAuthOptions): RequestOrigin {
  if (!headers) return { ipAddress: null, userAgent: null };
  return { ipAddress: getIP(headers, options), userAgent: headers.get("user-agent")?.slice(0, 512) ?? null };
}

/** Appends one entry. The table refuses updates and deletes, so what is written here stays. */
export async function recordAudit(entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    targetUserId: entry.targetUserId ?? null,
    targetOrganizationId: entry.targetOrganizationId ?? null,
    targetLabel: entry.targetLabel ?? null,
    data: entry.data ?? null,
    ipAddress: entry.origin?.ipAddress ?? null,
    userAgent: entry.origin?.userAgent ?? null,
  });
}

export type AuditRow = typeof auditLog.$inferSelect;
export const AUDIT_PAGE_SIZE = 50;

/**
 * One page of the log, newest first, optionally about one user or one organization; `before` is the id of
 * the last row of the previous page (ids grow with time, so the id alone is the keyset).
 */
export async function listAudit(filter: { userId?: string; organizationId?: string; before?: number; limit?: number }) {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(auditLog.targetUserId, filter.userId));
  if (filter.organizationId) conditions.push(eq(auditLog.targetOrganizationId, filter.organizationId));
  if (filter.before) conditions.push(lt(auditLog.id, filter.before));
  const limit = filter.limit ?? AUDIT_PAGE_SIZE;
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), next: rows.length > limit ? rows[limit - 1].id : null };
}
