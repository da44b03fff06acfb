import { DELETE, GET, PATCH, POST, PUT } from "@/app/api/auth/[...all]/route";
import { db } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import { member } from "@/db/schema";
import { BASE, verifiedUser } from "./client";
import type { JsonReply } from "./json";

const ROUTES = { GET, POST, PUT, PATCH, DELETE };

/**
 * An identity provider's call to /api/auth/scim/v2 through the real route: a bearer token (or the given
 * Authorization header) and SCIM's media type; returns status, JSON body and headers.
 */
export async function scimCall(
  auth: string | { authorization?: string },
  method: keyof typeof ROUTES,
  path: string,
  body?: unknown,
  contentType = "application/scim+json",
) {
  await ensureMigrated();
  const headers: Record<string, string> = { accept: "application/scim+json" };
  const authorization = typeof auth === "string" ? `Bearer ${auth}` : auth.authorization;
  if (authorization) headers.authorization = authorization;
  let init: RequestInit = { method, headers };
  if (body !== undefined) {
    headers["content-type"] = contentType;
    init = { ...init, body: typeof body === "string" ? body : JSON.stringify(body) };
  }
  const res = await ROUTES[method](new Request(`${BASE}/api/auth/scim/v2${path}`, init));
  const text = await res.text();
  let json: JsonReply = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, body: json as JsonReply, headers: res.headers };
}

/** An organization with a signed-in owner. */
export async function organizationWithOwner(name = "Provisioned") {
  const owner = await verifiedUser();
  const slug = `${name.toLowerCase()}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const created = await owner.client.post("/organization/create", { name, slug });
  if (created.status !== 200) throw new Error(`organization/create: ${JSON.stringify(created.body)}`);
  return { owner, organizationId: created.body.id as string, slug };
}

/** A signed-in user made a member of the organization with `role` directly (the setup, not the subject). */
export async function memberWithRole(organizationId: string, role: "admin" | "member") {
  const person = await verifiedUser();
  await db.insert(member).values({ id: crypto.randomUUID(), organizationId, userId: person.user.id, role });
  return person;
}

export const USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User";
export const ENTERPRISE_SCHEMA = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
export const GROUP_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Group";
export const PATCH_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
export const ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";

/** The body Okta sends to create a user (its "Create Users" request, password and groups included). */
export function oktaUser(email: string, externalId: string, given = "Ada", family = "Lovelace") {
  return {
    schemas: [USER_SCHEMA],
    userName: email,
    name: { givenName: given, familyName: family },
    emails: [{ primary: true, value: email, type: "work" }],
    displayName: `${given} ${family}`,
    locale: "en-US",
    externalId,
    groups: [],
    password: "1mz050nq",
    active: true,
  };
}

/** The body Microsoft Entra ID sends to create a user. */
export function entraUser(email: string, externalId: string, given = "Grace", family = "Hopper") {
  return {
    schemas: [USER_SCHEMA, ENTERPRISE_SCHEMA],
    externalId,
    userName: email,
    active: true,
    addresses: [{ primary: false, type: "work", streetAddress: "1 Main St", locality: "Redmond", postalCode: "98052", country: "US" }],
    displayName: `${given} ${family}`,
    emails: [{ primary: true, type: "work", value: email }],
    meta: { resourceType: "User" },
    name: { formatted: `${given} ${family}`, familyName: family, givenName: given },
    title: "Engineer",
    [ENTERPRISE_SCHEMA]: { department: "Research", employeeNumber: "1042" },
  };
}
