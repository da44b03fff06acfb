import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { organization } from "@/db/schema";
import { roleIn } from "./membership";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** What a member without a second factor may still do: see their list, answer invitations, leave, switch away. */
const OPEN_PATHS = new Set([
  "/organization/list",
  "/organization/create",
  "/organization/check-slug",
  "/organization/leave",
  "/organization/set-active",
  "/organization/accept-invitation",
  "/organization/reject-invitation",
  "/organization/get-invitation",
  "/organization/list-user-invitations",
]);

export const twoFactorRequired = () =>
  APIError.from("FORBIDDEN", {
    code: "TWO_FACTOR_REQUIRED",
    message: "This organization requires two-step sign-in: turn it on in your security settings first",
  });

/** The organization a request acts on: named by id or slug in its body or query, else the session's active one. */
async function targetOrganization(ctx: HookContext, activeId: string | null | undefined) {
  const input = { ...(ctx.query as Record<string, unknown> | undefined), ...(ctx.body as Record<string, unknown> | undefined) };
  const id = typeof input.organizationId === "string" ? input.organizationId : null;
  const slug = typeof input.organizationSlug === "string" ? input.organizationSlug : null;
  const where = id ? eq(organization.id, id) : slug ? eq(organization.slug, slug) : activeId ? eq(organization.id, activeId) : null;
  if (!where) return null;
  const [row] = await db
    .select({ id: organization.id, requireTwoFactor: organization.requireTwoFactor })
    .from(organization)
    .where(where)
    .limit(1);
  return row ?? null;
}

/** Only an owner who has a second factor turns the requirement on or off (else they would be locked out of it). */
async function guardTheSwitch(ctx: HookContext, userId: string, hasSecondFactor: boolean, orgId: string | undefined) {
  const wanted = ((ctx.body as { data?: Record<string, unknown> } | undefined)?.data ?? {}).requireTwoFactor;
  if (wanted === undefined) return;
  if (typeof wanted !== "boolean")
    throw APIError.from("BAD_REQUEST", { code: "VALIDATION_ERROR", message: "[body.data.requireTwoFactor] Expected true or false" });
  if (!orgId || (await roleIn(userId, orgId)) !== "owner")
    throw APIError.from("FORBIDDEN", { code: "ONLY_OWNERS_REQUIRE_TWO_FACTOR", message: "Only owners can require two-step sign-in" });
  if (wanted && !hasSecondFactor) throw twoFactorRequired();
}

/**
 * "Members must use two-step sign-in", an organization's setting: a member without a second factor gets 403
 * TWO_FACTOR_REQUIRED from every organization call that acts on it (its pages lead them to set one up,
 * lib/organization/current.ts), except those that let them leave or look elsewhere.
 */
export function requireTwoFactorPlugin(): BetterAuthPlugin {
  return {
    id: "organization-require-two-factor",
    hooks: {
      before: [
        {
          matcher: (ctx) => Boolean(ctx.path?.startsWith("/organization/")) && !OPEN_PATHS.has(ctx.path!),
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            if (!session) return; // the endpoint answers 401 itself
            const hasSecondFactor = Boolean((session.user as { twoFactorEnabled?: boolean }).twoFactorEnabled);
            const target = await targetOrganization(
              ctx,
              (session.session as { activeOrganizationId?: string | null }).activeOrganizationId,
            );
            if (ctx.path === "/organization/update") await guardTheSwitch(ctx, session.user.id, hasSecondFactor, target?.id);
            if (target?.requireTwoFactor && !hasSecondFactor) throw twoFactorRequired();
          }),
        },
      ],
    },
  };
}
