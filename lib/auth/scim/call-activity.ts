import "server-only";
import { eq } from "drizzle-orm";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { db } from "@/db/client";
import { scimGroup, scimUser } from "@/db/schema";
import { recordActivity, type ActivityAction } from "@/lib/organization/activity";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** A SCIM resource as the log names it: its organization, who or what it is, and whether it was active. */
type Seen = { organizationId: string; target: string; active?: boolean };

/** What a write call addresses: `/api/auth/scim/v2/Users/<id>` and the like. */
function addressed(ctx: HookContext): { kind: "Users" | "Groups"; id: string | null; method: string } | null {
  const method = ctx.request?.method?.toUpperCase();
  if (!ctx.request || !method || method === "GET") return null;
  const match = /\/scim\/v2\/(Users|Groups)(?:\/([^/?#]+))?\/?$/.exec(new URL(ctx.request.url).pathname);
  if (!match) return null;
  return { kind: match[1] as "Users" | "Groups", id: match[2] ? decodeURIComponent(match[2]) : null, method };
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
 * Each SCIM call that changes something lands in its organization's activity log: who or what it was about, and
 * what became of it (created, changed, deactivated, reactivated, deleted). A refused call changed nothing and is
 * not logged. Reads (the identity provider's lookups) are not logged.
 */
const isSCIMCall = (ctx: { path?: string }) => ctx.path?.startsWith("/scim/v2/") ?? false;

export const scimCallHooks = {
  before: [
    {
      matcher: isSCIMCall,
      handler: createAuthMiddleware(async (ctx) => {
        const call = addressed(ctx);
        if (!call?.id || !ctx.request) return;
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
