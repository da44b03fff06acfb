import * as v1 from "@/app/api/v1/[...path]/route";
import { ensureMigrated } from "@/db/migrate";
import { BASE, TestClient, verifiedUser } from "./client";
import type { JsonReply } from "./json";

/** A caller of the real /api/v1 route handler: with a key (Bearer), or with a test client's session cookies. */
export async function api(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  as: { key: string } | { client: TestClient } | null,
  body?: unknown,
  extra: Record<string, string> = {},
) {
  await ensureMigrated();
  const headers: Record<string, string> = { ...extra };
  if (as && "key" in as) headers.authorization = `Bearer ${as.key}`;
  if (as && "client" in as) {
    headers.cookie = as.client.cookieHeader();
    headers.origin ??= BASE;
  }
  const init: RequestInit = { method, headers };
  if (body !== undefined) {
    headers["content-type"] ??= "application/json";
    init.body = typeof body === "string" ? body : JSON.stringify(body);
  }
  const handler = v1[method];
  const res = await handler(new Request(`${BASE}/api/v1${path}`, init));
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, body: json as JsonReply, headers: res.headers };
}

type User = Awaited<ReturnType<typeof verifiedUser>>;

/** An organization with an owner, an admin and a plain member, each signed in. */
export async function organizationOfThree() {
  const owner = await verifiedUser();
  const created = await owner.client.post("/organization/create", {
    name: "Api Org",
    slug: `api-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
  });
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const orgId = created.body.id as string;
  const join = async (role: "admin" | "member") => {
    const person = await verifiedUser();
    const invited = await owner.client.post("/organization/invite-member", { email: person.email, role, organizationId: orgId });
    const accepted = await person.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
    if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
    return { ...person, memberId: accepted.body.member.id as string };
  };
  const admin = await join("admin");
  const member = await join("member");
  return { orgId, owner, admin, member };
}

/** Makes a key through POST /api/auth/api-key/create as `who`; the reply (its `key` shown this once). */
export async function createKey(who: User | { client: TestClient }, body: Record<string, unknown>) {
  return who.client.post("/api-key/create", body);
}
