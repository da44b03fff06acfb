import "server-only";
import { tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import { createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import type { ActivityAction } from "@/lib/organization/activity";
import { aboutConnection, recordSsoActivity } from "./activity";
import { connectionByProviderId, type ConnectionRow } from "./connections";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const CHANGES = new Set(["/sso/register", "/sso/update-provider", "/sso/delete-provider"]);
const isChange = (ctx: { path?: string }) => CHANGES.has(ctx.path ?? "");

/** The connection as it was before the call, by the call (better-auth's context of the request, the same object before and after). */
const before = new WeakMap<object, ConnectionRow>();

const providerIdOf = (ctx: HookContext) => {
  const value = (ctx.body as { providerId?: unknown } | undefined)?.providerId;
  return typeof value === "string" ? value : null;
};

const succeeded = (ctx: HookContext) => {
  const returned = ctx.context.returned as { status?: number } | Error | undefined;
  return !(returned instanceof Error) && !(returned && "status" in returned && returned.status);
};

/** What a change through the plugin's endpoints (the screens' and the API's) did, in the log's words. */
function actionsOf(path: string, was: ConnectionRow | undefined, body: Record<string, unknown>): ActivityAction[] {
  if (path === "/sso/register") return ["sso_connection_created"];
  if (path === "/sso/delete-provider") return ["sso_connection_deleted"];
  const actions: ActivityAction[] = [];
  if (typeof body.requireSso === "boolean" && body.requireSso !== was?.requireSso)
    actions.push(body.requireSso ? "sso_required" : "sso_not_required");
  if (Object.keys(body).some((key) => key !== "providerId" && key !== "requireSso")) actions.push("sso_connection_updated");
  return actions;
}

/**
 * Each change of an organization's connections through better-auth's SSO endpoints (registered, changed, deleted:
 * from the setup screen or `POST /api/auth/sso/...`) lands in the organization's activity log, by whoever made it.
 * A refused call changed nothing and is not logged.
 */
export const connectionChangeHooks = {
  before: [
    {
      matcher: isChange,
      handler: createAuthMiddleware(async (ctx) => {
        const key = tryGetCurrentAuthEndpointContext();
        const providerId = providerIdOf(ctx);
        if (!key || !providerId || ctx.path === "/sso/register") return;
        const row = await connectionByProviderId(providerId);
        if (row) before.set(key, row);
      }),
    },
  ],
  after: [
    {
      matcher: isChange,
      handler: createAuthMiddleware(async (ctx) => {
        if (!succeeded(ctx)) return;
        const key = tryGetCurrentAuthEndpointContext();
        const providerId = providerIdOf(ctx);
        if (!providerId) return;
        const was = key ? before.get(key) : undefined;
        const row = ctx.path === "/sso/delete-provider" ? was : ((await connectionByProviderId(providerId)) ?? was);
        if (!row?.organizationId) return;
        const actorId = (await getSessionFromCtx(ctx).catch(() => null))?.user.id ?? null;
        for (const action of actionsOf(ctx.path ?? "", was, (ctx.body ?? {}) as Record<string, unknown>))
          await recordSsoActivity({ organizationId: row.organizationId, action, ...aboutConnection(row), actorId });
      }),
    },
  ],
};
