import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { member, organizationActivity } from "@/db/schema";
import { lastMailTo, uniqueEmail, verifiedUser } from "../support/client";

describe("organization basics", () => {
  it("creates an organization with its creator as owner, invites, accepts, and logs each step in the same transaction", async () => {
    const owner = await verifiedUser();
    const slug = `acme-${Date.now().toString(36)}`;
    const created = await owner.client.post("/organization/create", { name: "Acme", slug });
    expect(created.status).toBe(200);
    const orgId = created.body.id as string;
    const [ownerRow] = await db.select().from(member).where(eq(member.organizationId, orgId));
    expect(ownerRow.role).toBe("owner");

    const taken = await owner.client.post("/organization/create", { name: "Acme 2", slug });
    expect(taken.status).toBe(400);

    const guest = await verifiedUser();
    const invited = await owner.client.post("/organization/invite-member", {
      email: guest.email.toUpperCase(),
      role: "admin",
      organizationId: orgId,
    });
    expect(invited.status).toBe(200);
    const mail = await lastMailTo(guest.email, 5000, "You are invited to Acme");
    expect(mail.link).toContain(`/accept-invitation/${invited.body.id}`);

    const accepted = await guest.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
    expect(accepted.status).toBe(200);
    expect(accepted.body.member.role).toBe("admin");
    const session = await guest.client.get("/get-session?disableCookieCache=true");
    expect(session.body.session.activeOrganizationId).toBe(orgId);

    const again = await guest.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
    expect(again.status).toBe(400);

    const log = await db.select().from(organizationActivity).where(eq(organizationActivity.organizationId, orgId));
    expect(log.map((e) => e.action).sort()).toEqual(["accepted", "created", "invited", "team_created"]);
    expect(log.find((e) => e.action === "invited")?.actorId).toBe(owner.user.id);
  });

  it("refuses an outsider and rolls back a refused change", async () => {
    const owner = await verifiedUser();
    const outsider = await verifiedUser();
    const created = await owner.client.post("/organization/create", { name: "Private", slug: `private-${Date.now().toString(36)}` });
    const orgId = created.body.id as string;
    const read = await outsider.client.get(`/organization/list-invitations?organizationId=${orgId}`);
    expect(read.status).toBe(403);
    const update = await outsider.client.post("/organization/update", { organizationId: orgId, data: { name: "Hijacked" } });
    expect([update.status, update.body.code]).toEqual([400, "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION"]);
    const invite = await outsider.client.post("/organization/invite-member", {
      email: uniqueEmail(),
      role: "member",
      organizationId: orgId,
    });
    expect([invite.status, invite.body.code]).toEqual([400, "MEMBER_NOT_FOUND"]);
    const log = await db.select().from(organizationActivity).where(eq(organizationActivity.organizationId, orgId));
    expect(log.map((e) => e.action).sort()).toEqual(["created", "team_created"]);
  });
});
