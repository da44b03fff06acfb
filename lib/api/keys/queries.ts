import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { apikey } from "@/db/schema";
import { normalizeScopes, type Scopes } from "../scopes";
import { ORGANIZATION_CONFIG, PERSONAL_CONFIG } from "./config";

/** A key as the screens list it: never its secret (only its hash is stored), its first characters instead. */
export type KeyListItem = {
  id: string;
  name: string;
  start: string;
  scopes: Scopes;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
};

function scopesOf(raw: string | null): Scopes {
  try {
    return normalizeScopes((raw ? JSON.parse(raw) : {}) as Scopes);
  } catch {
    return {};
  }
}

/** A person's keys, or an organization's, newest first. */
export async function listKeys(owner: { userId: string } | { organizationId: string }): Promise<KeyListItem[]> {
  const [referenceId, configId] = "userId" in owner ? [owner.userId, PERSONAL_CONFIG] : [owner.organizationId, ORGANIZATION_CONFIG];
  const rows = await db
    .select()
    .from(apikey)
    .where(and(eq(apikey.referenceId, referenceId), eq(apikey.configId, configId)))
    .orderBy(desc(apikey.createdAt), desc(apikey.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? "",
    start: row.start ?? row.prefix ?? "",
    scopes: scopesOf(row.permissions),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastRequest?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }));
}
