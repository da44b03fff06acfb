import "server-only";
import { defineRequestState } from "@better-auth/core/context";
import type { Scopes } from "../scopes";

/**
 * The scopes a signed-in creator asked for, once checked against their rights (./create-hook.ts). The plugin refuses
 * `permissions` from any client, so the hook takes them out of the body and leaves them here, in better-auth's own
 * per-call state; the plugin's `defaultPermissions` reads them back while it creates the key, in the same write.
 */
export const requestedScopes = defineRequestState<Scopes | null>(() => null);
