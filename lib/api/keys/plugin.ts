import "server-only";
import { apiKey } from "@better-auth/api-key";
import type { BetterAuthPlugin } from "better-auth";
import { actingSessionHook } from "./acting";
import { ORGANIZATION_CONFIG, ORGANIZATION_PREFIX, PERSONAL_CONFIG, PERSONAL_PREFIX, KEY_NAME_MAX } from "./config";
import { createKeyHook, updateKeyHook } from "./create-hook";
import { requestedScopes } from "./requested-scopes";

const clientRequest = (ctx: { request?: unknown; headers?: unknown }) => Boolean(ctx.request || ctx.headers);

/**
 * Keys are rows in PostgreSQL only (storage "database"): every check reads the row, so a revoked or expired key is
 * refused at once on every instance, with no cache to outlive it. The plugin's own per-key counter is off (the
 * API's limit is the app's shared one, lib/api/rate-limit.ts), which leaves it recording each use (`lastRequest`).
 * A key is no session at /api/auth (`enableSessionForAPIKeys` off): it is for /api/v1 only.
 */
const common = {
  storage: "database",
  requireName: true,
  maximumNameLength: KEY_NAME_MAX,
  rateLimit: { enabled: false },
  enableSessionForAPIKeys: false,
  startingCharactersConfig: { shouldStore: true, charactersLength: 12 },
  // Whatever the creator asked for, once ./create-hook.ts found it within their rights; a key asked for nothing gets no scope.
  permissions: { defaultPermissions: async () => (await requestedScopes.get()) ?? {} },
} as const;

export function apiKeyPlugins() {
  return [
    apiKey([
      { ...common, configId: PERSONAL_CONFIG, references: "user", defaultPrefix: PERSONAL_PREFIX },
      { ...common, configId: ORGANIZATION_CONFIG, references: "organization", defaultPrefix: ORGANIZATION_PREFIX, enableMetadata: true },
    ]),
    {
      id: "api-key-scopes",
      hooks: {
        before: [
          { matcher: (ctx) => ctx.path === "/api-key/create" && clientRequest(ctx), handler: createKeyHook },
          { matcher: (ctx) => ctx.path === "/api-key/update" && clientRequest(ctx), handler: updateKeyHook },
          actingSessionHook,
        ],
      },
    } satisfies BetterAuthPlugin,
  ] as const;
}
