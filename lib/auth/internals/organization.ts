import "server-only";
import type { createAuthMiddleware } from "better-auth/api";
import type { OrganizationOptions } from "better-auth/plugins";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The organization plugin's id, as `ctx.context.getPlugin` knows it. */
const ORGANIZATION_PLUGIN_ID = "organization";

/**
 * The organization plugin's options as configured, read back from the plugin object (better-auth keeps them on
 * its `options` property; no public call returns them). Why: the app's own organization checks follow the same
 * settings as the plugin (teams, the last-team rule, additional fields, roles) without a second copy of them.
 * Held by tests/integration/better-auth-internals.test.ts.
 */
export function organizationPluginOptions(ctx: Pick<HookContext, "context">): OrganizationOptions | undefined {
  return (ctx.context.getPlugin(ORGANIZATION_PLUGIN_ID) as { options?: OrganizationOptions } | null)?.options;
}

/**
 * What better-auth's /organization/update takes in `data` besides the plugin's additional fields; its schema
 * silently drops anything else (and an update left with nothing reaches the database as a 500). Held by the same
 * test, which compares it with the endpoint's own schema.
 */
export const ORGANIZATION_UPDATE_FIELDS = ["name", "slug", "logo", "metadata"] as const;
