import "server-only";
import { tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import { db } from "@/db/client";
import { organizationActivity } from "@/db/schema";
import { recordActivity, type ActivityAction } from "@/lib/organization/activity";
import type { ConnectionRow } from "./connections";

type Entry = {
  organizationId: string;
  action: ActivityAction;
  target: string | null;
  data?: Record<string, unknown>;
  actorId: string | null;
};

/**
 * One entry of the organization's activity log about its single sign-on. Inside a better-auth call (the plugin's
 * endpoints, a sign-in's callback) it is written through that call's adapter, so it commits with the change; from
 * the screen's server actions, which change the rows directly, it is written directly.
 */
export async function recordSsoActivity(entry: Entry): Promise<void> {
  if (tryGetCurrentAuthEndpointContext()) {
    await recordActivity(entry);
    return;
  }
  await db.insert(organizationActivity).values({
    id: crypto.randomUUID(),
    organizationId: entry.organizationId,
    actorId: entry.actorId,
    action: entry.action,
    target: entry.target,
    data: entry.data ?? null,
    createdAt: new Date(),
  });
}

/** What an entry about a connection keeps: the domains it serves (its target), its id and protocol; never a secret. */
export function aboutConnection(row: Pick<ConnectionRow, "providerId" | "domain" | "samlConfig">) {
  return {
    target: row.domain.replaceAll(",", ", "),
    data: { providerId: row.providerId, type: row.samlConfig ? "saml" : "oidc" },
  };
}

type Settings = Pick<ConnectionRow, "enabled" | "requireSso" | "idpInitiated" | "ownerFallback" | "roleMapping">;

/**
 * The entries a change of a connection's switches makes: on or off, single sign-on required or not, and one for
 * any other setting that changed (IdP-initiated sign-ins, the owners' fallback, the role mapping). Nothing for a
 * save that changed nothing.
 */
export function settingsChanges(before: Settings, after: Settings): ActivityAction[] {
  const actions: ActivityAction[] = [];
  if (before.enabled !== after.enabled) actions.push(after.enabled ? "sso_connection_enabled" : "sso_connection_disabled");
  if (before.requireSso !== after.requireSso) actions.push(after.requireSso ? "sso_required" : "sso_not_required");
  if (
    before.idpInitiated !== after.idpInitiated ||
    before.ownerFallback !== after.ownerFallback ||
    (before.roleMapping ?? null) !== (after.roleMapping ?? null)
  )
    actions.push("sso_connection_updated");
  return actions;
}
