import "server-only";
import { APIError } from "better-auth/api";
import { roleIn } from "@/lib/organization/membership";
import { connectionForEmail, type LiveConnection } from "./connections";

/** The ways in a connection's owners may keep while single sign-on is required. */
export const OWNER_FALLBACKS = ["password", "magic-link", "none"] as const;
export type OwnerFallback = (typeof OWNER_FALLBACKS)[number];

/**
 * The connection that requires single sign-on for this address, or null when the address may use `method`
 * ("password", "magic-link", a provider's id, "passkey"): no such connection, or the person is an owner of its
 * organization and `method` is the connection's owners' fallback.
 */
export async function requiringConnection(
  email: string,
  method: string,
  userId?: string | (() => Promise<string | null>),
): Promise<LiveConnection | null> {
  const connection = await connectionForEmail(email);
  if (!connection?.requireSso) return null;
  if (connection.ownerFallback !== method) return connection;
  // Who the person is matters only now (almost no sign-in gets here): `userId` may be a lookup, made only then.
  const id = typeof userId === "function" ? await userId() : userId;
  if (id && (await roleIn(id, connection.organizationId)) === "owner") return null;
  return connection;
}

/** Where a refused person is sent to sign in through their provider. */
export const ssoStartPath = (connection: LiveConnection) => `/sign-in/sso?organization=${encodeURIComponent(connection.organizationSlug)}`;

export function ssoRequired(connection: LiveConnection) {
  return APIError.from("FORBIDDEN", {
    code: "SSO_REQUIRED",
    message: `Your organization requires single sign-on for this address: continue at ${ssoStartPath(connection)}`,
  });
}
