import "server-only";
import { randomUUID } from "node:crypto";
import { getCurrentAdapter, tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import type { BetterAuthPlugin } from "better-auth";

export const ACTIVITY_ACTIONS = [
  "created",
  "updated",
  "invited",
  "accepted",
  "rejected",
  "canceled",
  "role_changed",
  "removed",
  "left",
  "team_created",
  "team_updated",
  "team_deleted",
  "team_member_added",
  "team_member_removed",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The actions whose target is a person's e-mail (the others name a team or nothing). */
export const PERSON_TARGETS = [
  "invited",
  "accepted",
  "rejected",
  "canceled",
  "role_changed",
  "removed",
  "left",
  "team_member_added",
  "team_member_removed",
] as const satisfies readonly ActivityAction[];

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

/**
 * Records one entry with the acting user of the current request. Organization requests run inside one
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
  const actorId = entry.actorId ?? ctx.session?.user.id ?? null;
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
