import "server-only";
import { tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { admin } from "better-auth/plugins";
import { recordAudit, requestOrigin, type AuditAction } from "./audit";
import { DEFAULT_ROLE, IMPERSONATION_SECONDS, OPERATOR_ROLE } from "./roles";

/**
 * better-auth's admin plugin: the role "admin" marks an operator, who may create, list, change the role of,
 * ban, impersonate, delete and set the password of users, and list and revoke their sessions. An operator is
 * never impersonated (the plugin refuses it unless told otherwise), and an impersonation session lasts minutes.
 */
export const operatorPlugin = () =>
  admin({
    defaultRole: DEFAULT_ROLE,
    adminRoles: [OPERATOR_ROLE],
    impersonationSessionDuration: IMPERSONATION_SECONDS,
  });

/** The admin endpoints that change something, and the audit action each one is. */
const AUDITED: Record<string, AuditAction> = {
  "/admin/create-user": "user.create",
  "/admin/update-user": "user.update",
  "/admin/set-role": "user.set_role",
  "/admin/ban-user": "user.ban",
  "/admin/unban-user": "user.unban",
  "/admin/set-user-password": "user.set_password",
  "/admin/remove-user": "user.delete",
  "/admin/impersonate-user": "user.impersonate",
  "/admin/stop-impersonating": "user.stop_impersonating",
  "/admin/revoke-user-session": "session.revoke",
  "/admin/revoke-user-sessions": "session.revoke_all",
};

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type Pending = {
  action: AuditAction;
  actor: { id: string; email: string } | null;
  target: { id: string; email: string } | null;
};

/** What the before hook learned, for the after hook of the same request (both see the same endpoint context). */
const pending = new WeakMap<object, Pending>();

async function findUser(ctx: HookContext, id: unknown) {
  if (typeof id !== "string" || !id) return null;
  const user = await ctx.context.internalAdapter.findUserById(id);
  return user ? { id: user.id, email: user.email } : null;
}

/** The user a request acts on, read before it acts (a removed user or a revoked session is gone afterwards). */
async function targetOf(ctx: HookContext, action: AuditAction) {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (action === "session.revoke" && typeof body.sessionToken === "string") {
    const found = await ctx.context.internalAdapter.findSession(body.sessionToken);
    return found ? { id: found.user.id, email: found.user.email } : null;
  }
  return findUser(ctx, body.userId);
}

/**
 * Writes an audit entry for every admin endpoint that succeeds, whether a console action called it or a
 * client called /api/auth/admin/* directly: who (the operator, also behind an impersonation), what, whom, when
 * and from which address. Refused calls change nothing and are not operator actions.
 */
export const operatorAuditPlugin = () =>
  ({
    id: "operator-audit",
    hooks: {
      before: [
        {
          matcher: (ctx) => Boolean(ctx.path && AUDITED[ctx.path]),
          handler: createAuthMiddleware(async (ctx) => {
            const store = tryGetCurrentAuthEndpointContext();
            const action = AUDITED[ctx.path];
            if (!store || !action) return;
            const session = await getSessionFromCtx(ctx).catch(() => null);
            const impersonator = (session?.session as { impersonatedBy?: string | null } | undefined)?.impersonatedBy;
            const actor = impersonator
              ? await findUser(ctx, impersonator)
              : session
                ? { id: session.user.id, email: session.user.email }
                : null;
            const target =
              action === "user.stop_impersonating" && session
                ? { id: session.user.id, email: session.user.email }
                : await targetOf(ctx, action);
            pending.set(store, { action, actor, target });
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => Boolean(ctx.path && AUDITED[ctx.path]),
          handler: createAuthMiddleware(async (ctx) => {
            const store = tryGetCurrentAuthEndpointContext();
            const entry = store && pending.get(store);
            if (!entry) return;
            pending.delete(store);
            const returned = ctx.context.returned;
            if (!returned || isAPIError(returned) || (returned instanceof Response && !returned.ok)) return;
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const created = entry.action === "user.create" ? (returned as { user?: { id: string; email: string } }).user : null;
            const target = created ? { id: created.id, email: created.email } : entry.target;
            await recordAudit({
              action: entry.action,
              actor: entry.actor,
              targetUserId: target?.id ?? null,
              targetLabel: target?.email ?? null,
              data: auditData(entry.action, body),
              origin: requestOrigin(ctx.headers ?? ctx.request?.headers, ctx.context.options),
            });
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;

/** What an entry keeps of the request: the new role, the ban's reason and length; never a password. */
function auditData(action: AuditAction, body: Record<string, unknown>): Record<string, unknown> | null {
  switch (action) {
    case "user.set_role":
      return { role: body.role };
    case "user.ban":
      return { reason: body.banReason ?? null, expiresIn: body.banExpiresIn ?? null };
    case "user.create":
      return { role: body.role ?? null };
    case "user.update":
      return { fields: Object.keys((body.data as object) ?? {}) };
    default:
      return null;
  }
}
