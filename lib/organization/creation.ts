import "server-only";
import { env } from "@/lib/env";

export type CreationAllowance = { allowed: true } | { allowed: false; reason: "off" } | { allowed: false; reason: "limit"; limit: number };

/**
 * Whether someone who belongs to `organizationCount` organizations may create one now, by the rules better-auth
 * applies when they try (ALLOW_USER_TO_CREATE_ORGANIZATION, then ORGANIZATION_LIMIT over every organization they
 * are a member of), so the pages neither offer a refused creation nor hide an allowed one.
 */
export function creationAllowance(organizationCount: number): CreationAllowance {
  if (!env.ALLOW_USER_TO_CREATE_ORGANIZATION) return { allowed: false, reason: "off" };
  if (env.ORGANIZATION_LIMIT !== undefined && organizationCount >= env.ORGANIZATION_LIMIT)
    return { allowed: false, reason: "limit", limit: env.ORGANIZATION_LIMIT };
  return { allowed: true };
}
