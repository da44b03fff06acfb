import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** Tables of better-auth's organization plugin with teams; created now to keep one migration history. */

export const organization = pgTable("organization", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logo: text("logo"),
  /** A key-value record stored as JSON text. */
  metadata: text("metadata"),
  /** Set by an owner: its members must have two-step sign-in on before its pages and API answer them. */
  requireTwoFactor: boolean("require_two_factor").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const member = pgTable(
  "member",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Comma-separated roles. */
    role: text("role").notNull().default("member"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("member_org_user_idx").on(t.organizationId, t.userId),
    index("member_user_idx").on(t.userId),
    // Serves the members page in join order, first page and deep pages alike.
    index("member_org_created_idx").on(t.organizationId, t.createdAt, t.id),
    // An organization's owners (counted on every members page an owner opens, and before an owner leaves): a few
    // rows however many members there are. Queries name the same predicate (lib/organization/queries.ts).
    index("member_org_owners_idx")
      .on(t.organizationId)
      .where(sql`${t.role} like '%owner%'`),
  ],
);

/**
 * How many members each organization has, kept by triggers on member (migration 0024): counting an organization's
 * rows on every members page grew with its size (about 12 ms at 100 000 members). A table of its own, so that a
 * member joining or leaving does not change the organization's row (nor fire its organization.updated webhook).
 */
export const organizationMemberCount = pgTable("organization_member_count", {
  organizationId: text("organization_id")
    .primaryKey()
    .references(() => organization.id, { onDelete: "cascade" }),
  members: integer("members").notNull(),
});

export const invitation = pgTable(
  "invitation",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role"),
    status: text("status").notNull().default("pending"),
    teamId: text("team_id"),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invitation_org_idx").on(t.organizationId), index("invitation_email_idx").on(t.email)],
);

export const team = pgTable(
  "team",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    /** Kept by better-auth for the team member limit. */
    memberCount: integer("member_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [index("team_org_idx").on(t.organizationId)],
);

export const teamMember = pgTable(
  "team_member",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => team.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** better-auth's guard against adding one user to one team twice concurrently. */
    membershipKey: text("membership_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
  },
  (t) => [uniqueIndex("team_member_team_user_idx").on(t.teamId, t.userId)],
);

/**
 * Who did what, to whom, when, per organization. Written in the same transaction as the change it records
 * (see lib/organization/activity.ts); read newest first with keyset pagination on (created_at, id).
 */
export const organizationActivity = pgTable(
  "organization_activity",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    /** What the action was done to: an e-mail, a member's name, a team's name. */
    target: text("target"),
    data: jsonb("data"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("organization_activity_org_created_idx").on(t.organizationId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
