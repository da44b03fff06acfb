import "server-only";
import { defaultKeyHasher } from "@better-auth/api-key";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { apikey } from "@/db/schema";
import { auth } from "@/lib/auth/server/auth";
import { primaryRole, type Role } from "@/lib/organization/roles";
import { ApiError, UNAUTHORIZED } from "./errors";
import { ORGANIZATION_CONFIG } from "./keys/config";
import { normalizeScopes, type Scopes } from "./scopes";

/** Who calls /api/v1: a person with a session, a person's key, or an organization's key. */
export type Caller =
  | { kind: "session"; userId: string; impersonatedBy: string | null; bucket: string }
  | { kind: "personal-key"; userId: string; keyId: string; scopes: Scopes; bucket: string }
  | {
      kind: "organization-key";
      organizationId: string;
      keyId: string;
      scopes: Scopes;
      createdBy: string | null;
      creatorRole: Role | null;
      bucket: string;
    };

const BEARER = /^Bearer ([A-Za-z0-9_-]{1,200})$/;

const invalidKey = (code = "INVALID_API_KEY", message = "Invalid API key") =>
  new ApiError(401, code, message, { "www-authenticate": 'Bearer realm="api", error="invalid_token"' });

/**
 * The caller of a request: `Authorization: Bearer <key>` verified by better-auth's api-key plugin (the row read
 * from PostgreSQL each time: a revoked or expired key is refused at once, everywhere; its use recorded), or else
 * the session of the request's cookies, read from the database.
 */
export async function callerOf(request: Request): Promise<Caller> {
  const authorization = request.headers.get("authorization");
  if (authorization !== null) {
    const match = BEARER.exec(authorization);
    if (!match) throw invalidKey();
    return keyCaller(match[1]!);
  }
  const session = await auth.api.getSession({ headers: request.headers, query: { disableCookieCache: true, disableRefresh: true } });
  if (!session) throw UNAUTHORIZED();
  const impersonatedBy = (session.session as { impersonatedBy?: string | null }).impersonatedBy ?? null;
  return { kind: "session", userId: session.user.id, impersonatedBy, bucket: `user:${session.user.id}` };
}

async function keyCaller(key: string): Promise<Caller> {
  // A key nobody holds is refused here, by its hash (as the plugin stores it), without the plugin's error line per
  // refused key: guessing must not flood the logs.
  const [known] = await db
    .select({ id: apikey.id })
    .from(apikey)
    .where(eq(apikey.key, await defaultKeyHasher(key)))
    .limit(1);
  if (!known) throw invalidKey();
  const result = await auth.api.verifyApiKey({ body: { key } });
  if (!result.valid || !result.key) {
    const code = result.error?.code === "KEY_EXPIRED" ? "KEY_EXPIRED" : "INVALID_API_KEY";
    throw invalidKey(code, code === "KEY_EXPIRED" ? "This API key has expired" : "Invalid API key");
  }
  const row = result.key as { id: string; configId?: string | null; referenceId: string; permissions: unknown; metadata: unknown };
  const scopes = normalizeScopes((row.permissions ?? {}) as Scopes);
  const bucket = `key:${row.id}`;
  if (row.configId === ORGANIZATION_CONFIG) {
    const metadata = (row.metadata ?? {}) as { createdBy?: unknown; creatorRole?: unknown };
    return {
      kind: "organization-key",
      organizationId: row.referenceId,
      keyId: row.id,
      scopes,
      createdBy: typeof metadata.createdBy === "string" ? metadata.createdBy : null,
      creatorRole: typeof metadata.creatorRole === "string" ? primaryRole(metadata.creatorRole) : null,
      bucket,
    };
  }
  return { kind: "personal-key", userId: row.referenceId, keyId: row.id, scopes, bucket };
}
