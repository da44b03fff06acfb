import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import { z } from "zod";
import { recordActivity } from "@/lib/organization/activity";
import { managesOrganization } from "@/lib/organization/roles";
import { roleIn } from "@/lib/organization/membership";
import { scimCallHooks } from "./call-activity";
import { mintToken, providerOfOrganization, revokeTokens } from "./tokens";

const NOT_ALLOWED = () =>
  APIError.from("FORBIDDEN", {
    code: "SCIM_TOKEN_NOT_ALLOWED",
    message: "Only the organization's owners and admins can manage SCIM tokens",
  });

/** Owners and admins only; anyone else, a stranger to the organization included, is told the same. */
async function requireManager(userId: string, organizationId: string) {
  if (!managesOrganization(await roleIn(userId, organizationId))) throw NOT_ALLOWED();
}

const organizationId = z.string().trim().min(1).max(200);

/**
 * The organization's SCIM bearer tokens, minted only by the server (@better-auth/scim has no client endpoint
 * for it): `POST /scim/generate-token {organizationId, providerId?}` answers `{scimToken}`, shown once, and
 * replaces any earlier token; `POST /scim/revoke-token {organizationId}` stops every token. Owners and admins
 * only (403 SCIM_TOKEN_NOT_ALLOWED). Each lands in the activity log; so does each SCIM call (./call-activity.ts).
 */
export const scimTokenPlugin = () =>
  ({
    id: "scim-tokens",
    endpoints: {
      generateSCIMToken: createAuthEndpoint(
        "/scim/generate-token",
        {
          method: "POST",
          use: [sessionMiddleware],
          body: z.object({ organizationId, providerId: z.string().trim().min(1).max(200).optional() }),
          metadata: { noStore: true },
        },
        async (ctx) => {
          const userId = ctx.context.session.user.id;
          const { organizationId: orgId, providerId = null } = ctx.body;
          await requireManager(userId, orgId);
          if (providerId && !(await providerOfOrganization(orgId, providerId)))
            throw APIError.from("BAD_REQUEST", {
              code: "SCIM_PROVIDER_NOT_FOUND",
              message: "This organization has no SSO connection with that id",
            });
          const { token, rotated } = await mintToken({ organizationId: orgId, actorId: userId, providerId });
          await recordActivity({
            organizationId: orgId,
            action: rotated ? "scim_token_rotated" : "scim_token_created",
            data: { providerId },
          });
          ctx.setHeader("cache-control", "no-store");
          return ctx.json({ scimToken: token });
        },
      ),
      revokeSCIMToken: createAuthEndpoint(
        "/scim/revoke-token",
        { method: "POST", use: [sessionMiddleware], body: z.object({ organizationId }) },
        async (ctx) => {
          const userId = ctx.context.session.user.id;
          const orgId = ctx.body.organizationId;
          await requireManager(userId, orgId);
          if (!(await revokeTokens({ organizationId: orgId, actorId: userId })))
            throw APIError.from("NOT_FOUND", { code: "SCIM_TOKEN_NOT_FOUND", message: "This organization has no SCIM token to revoke" });
          await recordActivity({ organizationId: orgId, action: "scim_token_revoked" });
          return ctx.json({ revoked: true });
        },
      ),
    },
    hooks: scimCallHooks,
  }) satisfies BetterAuthPlugin;
