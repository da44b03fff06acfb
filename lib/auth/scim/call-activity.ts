import "server-only";
import { eq } from "drizzle-orm";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { db } from "@/db/client";
import { scimGroup, scimManagedConnection, scimManagedCredential, scimUser } from "@/db/schema";
import { recordActivity, type ActivityAction } from "@/lib/organization/activity";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** A SCIM resource as the log names it: its organization, who or what it is, and whether it was active. */
type Seen = { organizationId: string; target: string; active?: boolean };

/** What a call addresses: `/api/auth/scim/v2/Users/<id>`, `GET /api/auth/scim/v2/Groups?filter=…` and the like. */
function addressed(ctx: HookContext): { kind: "Users" | "Groups"; id: string | null; method: string; filter: string | null } | null {
  const method = ctx.request?.method?.toUpperCase();
  if (!ctx.request || !method) return null;
  const url = new URL(ctx.request.url);
  const match = /\/scim\/v2\/(Users|Groups)(?:\/([^/?#]+))?\/?$/.exec(url.pathname);
  if (!match) return null;
  const filter = url.searchParams.get("filter")?.trim();
  return {
    kind: match[1] as "Users" | "Groups",
    id: match[2] ? decodeURIComponent(match[2]) : null,
    method,
    // A lookup's filter as the log keeps it (Okta's `userName eq "…"`): bounded, never a body.
    filter: filter ? filter.slice(0, FILTER_KEPT) : null,
  };
}

const FILTER_KEPT = 200;

/**
 * The organization a successful call's token belongs to: its managed credential's connection (the token is
 * `<credential id>.<secret>`; only the id is read, and the call's own authentication already checked the secret).
 */
async function tokenOrganization(ctx: HookContext): Promise<string | null> {
  const credentialId = /^Bearer\s+(ba_scim_credential_[A-Za-z0-9_-]+)\./i.exec(ctx.headers?.get("authorization") ?? "")?.[1];
  if (!credentialId) return null;
  const [row] = await db
    .select({ organizationId: scimManagedConnection.provisioningDomainId })
    .from(scimManagedCredential)
    .innerJoin(scimManagedConnection, eq(scimManagedConnection.id, scimManagedCredential.connectionRecordId))
    .where(eq(scimManagedCredential.credentialId, credentialId));
  return row?.organizationId ?? null;
}

/** The entry a lookup makes: a list (all, or those matching a filter) or one resource read by its id. */
async function lookupEntry(
  ctx: HookContext,
  call: { kind: "Users" | "Groups"; id: string | null; filter: string | null },
  returned: unknown,
): Promise<{ organizationId: string; action: ActivityAction; target: string | null; data: Record<string, unknown> } | null> {
  const users = call.kind === "Users";
  if (call.id) {
    const seen = await look(call.kind, call.id);
    return (
      seen && {
        organizationId: seen.organizationId,
        action: users ? "scim_user_read" : "scim_group_read",
        target: seen.target,
        data: { via: "scim" },
      }
    );
  }
  const organizationId = await tokenOrganization(ctx);
  if (!organizationId) return null;
  const total = (returned as { totalResults?: unknown } | null)?.totalResults;
  const data = { via: "scim", ...(typeof total === "number" ? { results: total } : {}) };
  if (call.filter) return { organizationId, action: users ? "scim_users_searched" : "scim_groups_searched", target: call.filter, data };
  return { organizationId, action: users ? "scim_users_listed" : "scim_groups_listed", target: null, data };
}

async function look(kind: "Users" | "Groups", id: string): Promise<Seen | null> {
  if (kind === "Users") {
    const [row] = await db
      .select({ organizationId: scimUser.provisioningDomainId, target: scimUser.primaryEmail, active: scimUser.active })
      .from(scimUser)
      .where(eq(scimUser.id, id));
    return row ?? null;
  }
  const [row] = await db
    .select({ organizationId: scimGroup.provisioningDomainId, target: scimGroup.displayName })
    .from(scimGroup)
    .where(eq(scimGroup.id, id));
  return row ?? null;
}

/** The resource as it was before the call, for the calls that change or remove one. */
const before = new WeakMap<Request, Seen>();

function actionOf(kind: "Users" | "Groups", method: string, was: Seen | undefined, now: Seen | null): ActivityAction {
  if (kind === "Groups")
    return method === "POST" ? "scim_group_created" : method === "DELETE" ? "scim_group_deleted" : "scim_group_updated";
  if (method === "POST") return "scim_user_created";
  if (method === "DELETE") return "scim_user_deleted";
  if (was?.active && now && !now.active) return "scim_user_deactivated";
  if (was && !was.active && now?.active) return "scim_user_reactivated";
  return "scim_user_updated";
}

/**
 * Each SCIM call on Users and Groups lands in its organization's activity log, one entry per call: a change says who
 * or what it was about and what became of it (created, changed, deactivated, reactivated, deleted); a lookup says
 * what was read (a list with its filter and count of results, or one resource). A refused call is not logged.
 */
const isSCIMCall = (ctx: { path?: string }) => ctx.path?.startsWith("/scim/v2/") ?? false;

export const scimCallHooks = {
  before: [
    {
      matcher: isSCIMCall,
      handler: createAuthMiddleware(async (ctx) => {
        const call = addressed(ctx);
        if (!call?.id || !ctx.request || call.method === "GET") return;
        const seen = await look(call.kind, call.id);
        if (seen) before.set(ctx.request, seen);
      }),
    },
  ],
  after: [
    {
      matcher: isSCIMCall,
      handler: createAuthMiddleware(async (ctx) => {
        const call = addressed(ctx);
        const returned: unknown = ctx.context.returned;
        if (!call || !ctx.request || isAPIError(returned)) return;
        if (returned instanceof Response && returned.status >= 400) return;
        if (call.method === "GET") {
          const entry = await lookupEntry(ctx, call, returned);
          if (entry) await recordActivity(entry);
          return;
        }
        const was = before.get(ctx.request);
        const createdId = returned && typeof returned === "object" && "id" in returned ? String(returned.id) : null;
        const now = call.method === "DELETE" ? null : await look(call.kind, call.id ?? createdId ?? "");
        const about = now ?? was;
        if (!about) return;
        await recordActivity({
          organizationId: about.organizationId,
          action: actionOf(call.kind, call.method, was, now),
          target: about.target,
          data: { via: "scim" },
        });
      }),
    },
  ],
};
