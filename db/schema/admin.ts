import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every operator action, append-only (a trigger refuses UPDATE and DELETE): who did it, what, to whom, when and
 * from which address. Targets are plain ids, not foreign keys, so an entry outlives the user or organization it
 * names; the actor's e-mail is copied for the same reason.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    /** A dotted name, e.g. "user.ban" (lib/admin/audit.ts lists them). */
    action: text("action").notNull(),
    targetUserId: text("target_user_id"),
    targetOrganizationId: text("target_organization_id"),
    /** What the entry names, readable after the target is gone (an e-mail, an organization's name). */
    targetLabel: text("target_label"),
    data: jsonb("data"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_log_user_idx").on(t.targetUserId, t.createdAt.desc()),
    index("audit_log_org_idx").on(t.targetOrganizationId, t.createdAt.desc()),
  ],
);
