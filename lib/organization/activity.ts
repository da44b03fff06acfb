import "server-only";
import { randomUUID } from "node:crypto";
import { getCurrentAdapter, tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import type { BetterAuthPlugin } from "better-auth";
import { scopeSlot } from "@/lib/async-scope";

/**
 * Every action the log records, with what its entry's target names: a person (by the e-mail they were
 * invited with or signed up with), a team (by its name), the organization (its name, or nothing), a SCIM
 * lookup's filter, an e-mail domain, or an SSO connection (by the domains it serves).
 */
const TARGET_OF = {
  created: "organization",
  updated: "organization",
  invited: "person",
  accepted: "person",
  rejected: "person",
  canceled: "person",
  added: "person",
  role_changed: "person",
  removed: "person",
  left: "person",
  team_created: "team",
  team_updated: "team",
  team_deleted: "team",
  team_member_added: "person",
  team_member_removed: "person",
  scim_token_created: "organization",
  scim_token_rotated: "organization",
  scim_token_revoked: "organization",
  scim_user_created: "person",
  scim_user_updated: "person",
  scim_user_deactivated: "person",
  scim_user_reactivated: "person",
  scim_user_deleted: "person",
  scim_group_created: "team",
  scim_group_updated: "team",
  scim_group_deleted: "team",
  scim_users_listed: "organization",
  scim_users_searched: "query",
  scim_user_read: "person",
  scim_groups_listed: "organization",
  scim_groups_searched: "query",
  scim_group_read: "team",
  sso_joined: "person",
  sso_domain_claimed: "domain",
  sso_domain_verified: "domain",
  sso_domain_removed: "domain",
  sso_connection_created: "connection",
  sso_connection_updated: "connection",
  sso_connection_enabled: "connection",
  sso_connection_disabled: "connection",
  sso_required: "connection",
  sso_not_required: "connection",
  sso_connection_tested: "connection",
  sso_connection_deleted: "connection",
} as const satisfies Record<string, "person" | "team" | "organization" | "query" | "domain" | "connection">;
export type ActivityAction = keyof typeof TARGET_OF;
export const ACTIVITY_ACTIONS = Object.keys(TARGET_OF) as ActivityAction[];

/** The kinds of entry the log can be narrowed to, each with its actions. */
export const ACTIVITY_KINDS = {
  members: ["added", "role_changed", "removed", "left", "sso_joined"],
  invitations: ["invited", "accepted", "rejected", "canceled"],
  teams: ["team_created", "team_updated", "team_deleted", "team_member_added", "team_member_removed"],
  organization: ["created", "updated"],
  provisioning: [
    "scim_token_created",
    "scim_token_rotated",
    "scim_token_revoked",
    "scim_user_created",
    "scim_user_updated",
    "scim_user_deactivated",
    "scim_user_reactivated",
    "scim_user_deleted",
    "scim_group_created",
    "scim_group_updated",
    "scim_group_deleted",
    "scim_users_listed",
    "scim_users_searched",
    "scim_user_read",
    "scim_groups_listed",
    "scim_groups_searched",
    "scim_group_read",
  ],
  sso: [
    "sso_domain_claimed",
    "sso_domain_verified",
    "sso_domain_removed",
    "sso_connection_created",
    "sso_connection_updated",
    "sso_connection_enabled",
    "sso_connection_disabled",
    "sso_required",
    "sso_not_required",
    "sso_connection_tested",
    "sso_connection_deleted",
  ],
} as const satisfies Record<string, readonly ActivityAction[]>;
export type ActivityKind = keyof typeof ACTIVITY_KINDS;

/** A kind a client asked for, if it is one. */
export const activityKind = (raw: unknown): ActivityKind | undefined =>
  typeof raw === "string" && Object.hasOwn(ACTIVITY_KINDS, raw) ? (raw as ActivityKind) : undefined;

/** The actions whose target is a person's e-mail, which the log shows as that person's name. */
export const PERSON_TARGETS = ACTIVITY_ACTIONS.filter((action) => TARGET_OF[action] === "person");

/** Registers the activity table with better-auth, so it is written through the request's own transaction. */
export const activityLogPlugin = () =>
  ({
    id: "organization-activity",
    schema: {
      organizationActivity: {
        fields: {
          organizationId: { type: "string", required: true, references: { model: "organization", field: "id" } },
          actorId: { type: "string", required: false },
          action: { type: "string", required: true },
          target: { type: "string", required: false },
          data: { type: "json", required: false },
          createdAt: { type: "date", required: true },
        },
      },
    },
  }) satisfies BetterAuthPlugin;

/** Who acts in a server call made without a session (an operator's, from the console), as set by actingAs. */
const serverActor = scopeSlot<string>("server-actor");

/**
 * Runs `work` (better-auth server calls made without a session, which act as no one) with `actorId` as the acting
 * user of the activity entries they record.
 */
export function actingAs<T>(actorId: string, work: () => Promise<T>): Promise<T> {
  return serverActor.run(actorId, work);
}

/**
 * Records one entry with the acting user of the current request (or of actingAs). Organization requests run inside one
 * transaction (lib/organization/transaction.ts), and getCurrentAdapter returns it, so the entry commits or
 * rolls back with the change itself.
 */
export async function recordActivity(entry: {
  organizationId: string;
  action: ActivityAction;
  target?: string | null;
  data?: Record<string, unknown>;
  actorId?: string | null;
}) {
  const endpoint = tryGetCurrentAuthEndpointContext();
  if (!endpoint) return;
  const ctx = endpoint.context;
  const actorId = entry.actorId ?? ctx.session?.user.id ?? serverActor.get() ?? null;
  const adapter = await getCurrentAdapter(ctx.adapter);
  await adapter.create({
    model: "organizationActivity",
    forceAllowId: true,
    data: {
      id: randomUUID(),
      organizationId: entry.organizationId,
      actorId,
      action: entry.action,
      target: entry.target ?? null,
      data: entry.data ?? null,
      createdAt: new Date(),
    },
  });
}

/** The path of the current auth request, e.g. to tell "left" from "removed". */
export function currentPath(): string | undefined {
  return tryGetCurrentAuthEndpointContext()?.path;
}
