import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { invitation, organization, team } from "@/db/schema";
import { auth } from "@/lib/auth/server/auth";
import { verifiedUser } from "../support/client";

/** Organization rules that the app holds on top of better-auth's organization plugin (lib/organization/rules.ts). */
let n = 0;
const slug = () => `rules-${Date.now().toString(36)}-${(n += 1)}`;

async function ownerWithOrganization() {
  const owner = await verifiedUser();
  const created = await owner.client.post("/organization/create", { name: "Rules", slug: slug() });
  expect(created.status).toBe(200);
  return { owner, orgId: created.body.id as string };
}

describe("organization rules beyond the library", () => {
  it("an expired invitation cannot be rejected either, and stays pending", async () => {
    const { owner, orgId } = await ownerWithOrganization();
    const invitee = await verifiedUser();
    const invited = await owner.client.post("/organization/invite-member", { email: invitee.email, role: "member", organizationId: orgId });
    await db
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitation.id, invited.body.id));
    const res = await invitee.client.post("/organization/reject-invitation", { invitationId: invited.body.id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "INVITATION_NOT_FOUND", message: "Invitation not found" });
    const [row] = await db.select().from(invitation).where(eq(invitation.id, invited.body.id));
    expect(row.status).toBe("pending");
    // The rule is better-auth's beforeRejectInvitation hook: a server call (auth.api, no HTTP path) meets it too.
    const call = auth.api.rejectInvitation({
      body: { invitationId: invited.body.id },
      headers: new Headers({ cookie: invitee.client.cookieHeader() }),
    });
    await expect(call).rejects.toMatchObject({ statusCode: 400, body: { code: "INVITATION_NOT_FOUND", message: "Invitation not found" } });
    expect((await db.select().from(invitation).where(eq(invitation.id, invited.body.id)))[0].status).toBe("pending");
  });

  it("a logo is a picture (an http(s) address or an inline image) and a name at most 100 characters, on creation and update", async () => {
    const { owner, orgId } = await ownerWithOrganization();
    const inline = "data:image/png;base64,iVBORw0KGgo=";
    for (const logo of ["javascript:alert(1)", "data:text/html;base64,PGI+", "not a picture", `https://example.com/${"a".repeat(2000)}`]) {
      const created = await owner.client.post("/organization/create", { name: "Refused", slug: slug(), logo });
      expect(created.status, logo.slice(0, 30)).toBe(400);
      expect(created.body.code).toBe("VALIDATION_ERROR");
      expect(created.body.message).toMatch(/^\[body\.logo\] /);
      const updated = await owner.client.post("/organization/update", { organizationId: orgId, data: { logo } });
      expect(updated.status, logo.slice(0, 30)).toBe(400);
      expect(updated.body.message).toMatch(/^\[body\.data\.logo\] /);
    }
    const long = await owner.client.post("/organization/update", { organizationId: orgId, data: { name: "n".repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^\[body\.data\.name\] Too long/);
    // Nothing refused was stored; an address, an upload and no logo at all are taken.
    const [row] = await db.select().from(organization).where(eq(organization.id, orgId));
    expect(row).toMatchObject({ name: "Rules", logo: null });
    for (const logo of ["https://example.com/logo.png", inline, ""]) {
      expect((await owner.client.post("/organization/update", { organizationId: orgId, data: { logo } })).status).toBe(200);
      expect((await db.select().from(organization).where(eq(organization.id, orgId)))[0].logo ?? "").toBe(logo);
    }
    const named = await owner.client.post("/organization/create", { name: "n".repeat(100), slug: slug(), logo: inline });
    expect(named.status).toBe(200);
  });

  it("an update naming only fields it does not know is refused by the field's name and changes nothing", async () => {
    const { owner, orgId } = await ownerWithOrganization();
    const [before] = await db.select().from(organization).where(eq(organization.id, orgId));
    const unknown = await owner.client.post("/organization/update", { organizationId: orgId, data: { foo: "bar" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: "VALIDATION_ERROR", message: expect.stringMatching(/^\[body\.data\.foo\] Unknown field/) });
    // Beside a known one it is refused too, rather than silently dropped; an empty `data` has nothing to set.
    const mixed = await owner.client.post("/organization/update", { organizationId: orgId, data: { name: "Renamed", plan: "pro" } });
    expect(mixed.body.message).toMatch(/^\[body\.data\.plan\] Unknown field/);
    const empty = await owner.client.post("/organization/update", { organizationId: orgId, data: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^\[body\.data\] Nothing to update/);
    const [after] = await db.select().from(organization).where(eq(organization.id, orgId));
    expect(after).toEqual(before);
    const known = await owner.client.post("/organization/update", { organizationId: orgId, data: { name: "Renamed", metadata: { a: 1 } } });
    expect(known.status).toBe(200);
    expect(known.body.name).toBe("Renamed");
  });

  it("a team needs a name of at least one character when it is created", async () => {
    const { owner, orgId } = await ownerWithOrganization();
    const before = await db.select().from(team).where(eq(team.organizationId, orgId));
    const res = await owner.client.post("/organization/create-team", { name: "", organizationId: orgId });
    expect(res.status).toBe(400);
    expect(await db.select().from(team).where(eq(team.organizationId, orgId))).toHaveLength(before.length);
    expect((await owner.client.post("/organization/create-team", { name: "A", organizationId: orgId })).status).toBe(200);
  });

  it("an admin may not remove an owner, even when there are two owners, and is told so in plain words", async () => {
    const { owner, orgId } = await ownerWithOrganization();
    const second = await verifiedUser();
    const admin = await verifiedUser();
    for (const [person, role] of [
      [second, "owner"],
      [admin, "admin"],
    ] as const) {
      const invited = await owner.client.post("/organization/invite-member", { email: person.email, role, organizationId: orgId });
      expect((await person.client.post("/organization/accept-invitation", { invitationId: invited.body.id })).status).toBe(200);
    }
    const res = await admin.client.post("/organization/remove-member", { memberIdOrEmail: second.email, organizationId: orgId });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You are not allowed to delete this member");
    // An owner may: there is another owner left.
    expect((await owner.client.post("/organization/remove-member", { memberIdOrEmail: second.email, organizationId: orgId })).status).toBe(
      200,
    );
  });

  it("a member removed by an owner no longer has that organization active", async () => {
    const { owner, orgId } = await ownerWithOrganization();
    const colleague = await verifiedUser();
    const invited = await owner.client.post("/organization/invite-member", {
      email: colleague.email,
      role: "member",
      organizationId: orgId,
    });
    const accepted = await colleague.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
    expect(accepted.status).toBe(200);
    expect((await colleague.client.get("/get-session?disableCookieCache=true")).body.session.activeOrganizationId).toBe(orgId);

    const removed = await owner.client.post("/organization/remove-member", { memberIdOrEmail: colleague.email, organizationId: orgId });
    expect(removed.status).toBe(200);
    expect((await colleague.client.get("/get-session?disableCookieCache=true")).body.session.activeOrganizationId).toBeNull();
    // The owner's own active organization is untouched.
    expect((await owner.client.get("/get-session?disableCookieCache=true")).body.session.activeOrganizationId).toBe(orgId);
  });

  it("a member removed through a server call (auth.api, the afterRemoveMember hook) no longer has it active either", async () => {
    const { owner, orgId } = await ownerWithOrganization();
    const colleague = await verifiedUser();
    const invited = await owner.client.post("/organization/invite-member", {
      email: colleague.email,
      role: "member",
      organizationId: orgId,
    });
    expect((await colleague.client.post("/organization/accept-invitation", { invitationId: invited.body.id })).status).toBe(200);
    const removed = await auth.api.removeMember({
      body: { memberIdOrEmail: colleague.email, organizationId: orgId },
      headers: new Headers({ cookie: owner.client.cookieHeader() }),
    });
    expect(removed?.member.userId).toBe(colleague.user.id);
    expect((await colleague.client.get("/get-session?disableCookieCache=true")).body.session.activeOrganizationId).toBeNull();
  });
});
