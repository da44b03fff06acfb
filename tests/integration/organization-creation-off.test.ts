import { vi } from "vitest";

// Before any app module reads its settings (vitest gives every test file its own module graph).
const savedEnv = vi.hoisted(() => {
  const saved = { ...process.env };
  process.env.ALLOW_USER_TO_CREATE_ORGANIZATION = "false";
  return saved;
});

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { member, organization, team, teamMember } from "@/db/schema";
import { auth } from "@/lib/auth/server/auth";
import { env } from "@/lib/env";
import { creationAllowance } from "@/lib/organization/creation";
import { TestClient, verifiedUser } from "../support/client";

// The worker may run another file next: leave the environment as it was.
afterAll(() => {
  const key = "ALLOW_USER_TO_CREATE_ORGANIZATION";
  if (savedEnv[key] === undefined) delete process.env[key];
  else process.env[key] = savedEnv[key];
});

let slugCounter = 0;
function freshSlug(prefix = "off") {
  slugCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${slugCounter}-${Math.random().toString(36).slice(2, 6)}`;
}

async function organizationsWithSlug(slug: string) {
  return db.select().from(organization).where(eq(organization.slug, slug));
}

describe("settings of this file", () => {
  it("runs with ALLOW_USER_TO_CREATE_ORGANIZATION=false", () => {
    expect(env.ALLOW_USER_TO_CREATE_ORGANIZATION).toBe(false);
  });
});

// Organization creation can be restricted by a setting (allowUserToCreateOrganization); the refusal says
// "Not allowed to create ... an organization".
describe("organization creation switched off for users", () => {
  it("refuses a signed-in user's POST /organization/create and creates nothing", async () => {
    const person = await verifiedUser();
    const slug = freshSlug();
    const res = await person.client.post("/organization/create", { name: "Not Allowed", slug });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/not allowed to create/i);
    // The pages do not offer it: the new-organization page explains instead of showing the form.
    expect(creationAllowance(0)).toEqual({ allowed: false, reason: "off" });
    expect(await organizationsWithSlug(slug)).toHaveLength(0);
    expect(await db.select().from(member).where(eq(member.userId, person.user.id))).toHaveLength(0);
    const session = await person.client.get("/get-session?disableCookieCache=true");
    expect(session.body.session.activeOrganizationId ?? null).toBeNull();
  });

  it("refuses it even when the signed-in user passes their own userId", async () => {
    const person = await verifiedUser();
    const slug = freshSlug();
    const res = await person.client.post("/organization/create", { name: "Still Not", slug, userId: person.user.id });
    expect(res.status).toBe(403);
    expect(await organizationsWithSlug(slug)).toHaveLength(0);
  });

  it("refuses an HTTP caller without a session that passes a userId (only server callers may)", async () => {
    const person = await verifiedUser();
    const slug = freshSlug();
    const res = await new TestClient().post("/organization/create", { name: "Anonymous", slug, userId: person.user.id });
    expect(res.status).toBe(401);
    expect(await organizationsWithSlug(slug)).toHaveLength(0);
  });
});

// Server callers may create an organization by passing userId, also when users may not.
describe("organization creation by a server caller", () => {
  it("auth.api.createOrganization with a userId creates the organization with that user as owner", async () => {
    const person = await verifiedUser();
    const slug = freshSlug("server");
    const created = await auth.api.createOrganization({ body: { name: "Made On The Server", slug, userId: person.user.id } });
    expect(created).toMatchObject({ name: "Made On The Server", slug });

    const rows = await organizationsWithSlug(slug);
    expect(rows).toHaveLength(1);
    const orgId = rows[0].id;
    expect(created?.id).toBe(orgId);
    const members = await db.select().from(member).where(eq(member.organizationId, orgId));
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ userId: person.user.id, role: "owner" });
    const [defaultTeam] = await db.select().from(team).where(eq(team.organizationId, orgId));
    expect(await db.select().from(teamMember).where(eq(teamMember.teamId, defaultTeam.id))).toMatchObject([{ userId: person.user.id }]);

    // The user sees it and acts on it as its owner.
    const list = await person.client.get("/organization/list");
    expect(list.status).toBe(200);
    expect((list.body as Array<{ id: string }>).map((o) => o.id)).toContain(orgId);
    const renamed = await person.client.post("/organization/update", { organizationId: orgId, data: { name: "Renamed By Owner" } });
    expect(renamed.status).toBe(200);
    expect((await organizationsWithSlug(slug))[0].name).toBe("Renamed By Owner");
  });

  it("the server API still refuses a taken slug", async () => {
    const person = await verifiedUser();
    const slug = freshSlug("server-dup");
    await auth.api.createOrganization({ body: { name: "First", slug, userId: person.user.id } });
    await expect(auth.api.createOrganization({ body: { name: "Second", slug, userId: person.user.id } })).rejects.toMatchObject({
      body: { message: "Organization already exists" },
    });
    expect((await organizationsWithSlug(slug)).map((o) => o.name)).toEqual(["First"]);
  });
});
