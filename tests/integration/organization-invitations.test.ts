import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { invitation, member, session, team, teamMember } from "@/db/schema";
import { SESSION_COOKIE } from "../support/accounts";
import { BASE, lastMailTo, type TestClient, uniqueEmail, verifiedUser } from "../support/client";

type Person = Awaited<ReturnType<typeof verifiedUser>>;

let slugCounter = 0;
function freshSlug(prefix: string) {
  slugCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${slugCounter}-${Math.random().toString(36).slice(2, 6)}`;
}

/** A verified owner with a new organization (and better-auth's default team). */
async function ownedOrganization(name = "Invites Inc") {
  const owner = await verifiedUser();
  const created = await owner.client.post("/organization/create", { name, slug: freshSlug("inv") });
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return { owner, orgId: created.body.id as string, name, slug: created.body.slug as string };
}

async function invite(by: TestClient, orgId: string, email: string, role = "member", extra: Record<string, unknown> = {}) {
  return by.post("/organization/invite-member", { email, role, organizationId: orgId, ...extra });
}

/** Invites `person` and has them accept: returns their member row. */
async function join(by: TestClient, orgId: string, person: Person, role: "admin" | "member") {
  const invited = await invite(by, orgId, person.email, role);
  const accepted = await person.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  return accepted.body.member as { id: string };
}

async function invitationRow(id: string) {
  const [row] = await db.select().from(invitation).where(eq(invitation.id, id));
  return row;
}

async function membersOf(orgId: string, userId: string) {
  return db
    .select()
    .from(member)
    .where(and(eq(member.organizationId, orgId), eq(member.userId, userId)));
}

/** The stored session behind a client's session cookie ("<token>.<signature>"). */
async function sessionRowOf(client: TestClient) {
  const token = decodeURIComponent(client.cookies.get(SESSION_COOKIE) ?? "").split(".")[0];
  const [row] = await db.select().from(session).where(eq(session.token, token));
  return row;
}

async function activeOrganization(client: TestClient) {
  const res = await client.get("/get-session?disableCookieCache=true");
  return res.body?.session?.activeOrganizationId ?? null;
}

async function expire(id: string) {
  await db
    .update(invitation)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(invitation.id, id));
}

// An invitation starts pending, carries a role (and optionally a team), expires after
// 172800 s, and is announced by mail with a link to the app's accept page.
describe("creating an invitation", () => {
  it("stores a pending invitation with its role and team, and mails the invitee a link to /accept-invitation/<id>", async () => {
    const { owner, orgId, name } = await ownedOrganization("Mailing Org");
    const createdTeam = await owner.client.post("/organization/create-team", { name: "Crew", organizationId: orgId });
    expect(createdTeam.status).toBe(200);
    const teamId = createdTeam.body.id as string;
    const email = uniqueEmail("invitee");

    const before = Date.now();
    const res = await invite(owner.client, orgId, email, "admin", { teamId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, role: "admin", status: "pending", organizationId: orgId, inviterId: owner.user.id, teamId });

    const row = await invitationRow(res.body.id);
    expect(row).toMatchObject({ email, role: "admin", status: "pending", organizationId: orgId, inviterId: owner.user.id, teamId });
    const lifetime = row.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(172_800_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(172_800_000 + 60_000);

    const mail = await lastMailTo(email);
    expect(mail.link).toBe(`${BASE}/accept-invitation/${res.body.id}`);
    expect(mail.subject).toContain(name);
    expect(mail.text).toContain(`/accept-invitation/${res.body.id}`);
  });

  it("stores the invited address lower-cased", async () => {
    const { owner, orgId } = await ownedOrganization();
    const email = uniqueEmail("mixed");
    const mixed = `Mixed.${email.replace("@example.com", "@Example.COM")}`;
    const res = await invite(owner.client, orgId, mixed);
    expect(res.status).toBe(200);
    expect((await invitationRow(res.body.id)).email).toBe(mixed.toLowerCase());
    expect((await lastMailTo(mixed)).link).toBe(`${BASE}/accept-invitation/${res.body.id}`);
  });
});

// Only the user whose e-mail matches (case-insensitively) may accept; accepting creates a
// member with the invitation's role (and team), marks the invitation accepted, and makes the organization the
// session's active one.
describe("accepting an invitation", () => {
  it("is refused for a different signed-in user, and nothing changes", async () => {
    const { owner, orgId } = await ownedOrganization();
    const invitee = await verifiedUser();
    const intruder = await verifiedUser();
    const invited = await invite(owner.client, orgId, invitee.email, "admin");
    const intruderActiveBefore = await activeOrganization(intruder.client);

    const res = await intruder.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You are not the recipient of the invitation");

    expect((await invitationRow(invited.body.id)).status).toBe("pending");
    expect(await membersOf(orgId, intruder.user.id)).toHaveLength(0);
    expect(await activeOrganization(intruder.client)).toBe(intruderActiveBefore);
    expect(intruderActiveBefore).not.toBe(orgId);

    // The rightful invitee can still accept afterwards.
    expect((await invitee.client.post("/organization/accept-invitation", { invitationId: invited.body.id })).status).toBe(200);
  });

  it("creates the member with the invitation's role and team, marks it accepted and makes the organization active", async () => {
    const { owner, orgId } = await ownedOrganization();
    const createdTeam = await owner.client.post("/organization/create-team", { name: "Landing Team", organizationId: orgId });
    const teamId = createdTeam.body.id as string;
    const invitee = await verifiedUser();
    // Invited in another spelling of the same address.
    const invited = await invite(owner.client, orgId, invitee.email.toUpperCase(), "admin", { teamId });
    expect(invited.status).toBe(200);
    expect(await activeOrganization(invitee.client)).not.toBe(orgId);

    const res = await invitee.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
    expect(res.status).toBe(200);
    expect(res.body.invitation).toMatchObject({ id: invited.body.id, status: "accepted" });
    expect(res.body.member).toMatchObject({ organizationId: orgId, userId: invitee.user.id, role: "admin" });

    const rows = await membersOf(orgId, invitee.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].role).toBe("admin");
    const inTeam = await db
      .select()
      .from(teamMember)
      .where(and(eq(teamMember.teamId, teamId), eq(teamMember.userId, invitee.user.id)));
    expect(inTeam).toHaveLength(1);
    expect((await invitationRow(invited.body.id)).status).toBe("accepted");

    expect(await activeOrganization(invitee.client)).toBe(orgId);
    expect((await sessionRowOf(invitee.client)).activeOrganizationId).toBe(orgId);
  });

  it("matches the invited address case-insensitively even when the stored address differs in case", async () => {
    const { owner, orgId } = await ownedOrganization();
    const invitee = await verifiedUser();
    const invited = await invite(owner.client, orgId, invitee.email);
    // An invitation written in another case than the user's lower-cased address.
    await db.update(invitation).set({ email: invitee.email.toUpperCase() }).where(eq(invitation.id, invited.body.id));

    const fetched = await invitee.client.get(`/organization/get-invitation?id=${invited.body.id}`);
    expect(fetched.status).toBe(200);
    const res = await invitee.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
    expect(res.status).toBe(200);
    expect(await membersOf(orgId, invitee.user.id)).toHaveLength(1);
  });

  it("is refused once the invitation is accepted, rejected or canceled", async () => {
    const { owner, orgId } = await ownedOrganization();

    const acceptedBy = await verifiedUser();
    const accepted = await invite(owner.client, orgId, acceptedBy.email);
    expect((await acceptedBy.client.post("/organization/accept-invitation", { invitationId: accepted.body.id })).status).toBe(200);
    const again = await acceptedBy.client.post("/organization/accept-invitation", { invitationId: accepted.body.id });
    expect(again.status).toBe(400);
    expect(await membersOf(orgId, acceptedBy.user.id)).toHaveLength(1);
    expect((await invitationRow(accepted.body.id)).status).toBe("accepted");

    const rejectedBy = await verifiedUser();
    const rejected = await invite(owner.client, orgId, rejectedBy.email);
    expect((await rejectedBy.client.post("/organization/reject-invitation", { invitationId: rejected.body.id })).status).toBe(200);
    const afterReject = await rejectedBy.client.post("/organization/accept-invitation", { invitationId: rejected.body.id });
    expect(afterReject.status).toBe(400);
    expect(await membersOf(orgId, rejectedBy.user.id)).toHaveLength(0);
    expect((await invitationRow(rejected.body.id)).status).toBe("rejected");

    const canceledFor = await verifiedUser();
    const canceled = await invite(owner.client, orgId, canceledFor.email);
    expect((await owner.client.post("/organization/cancel-invitation", { invitationId: canceled.body.id })).status).toBe(200);
    const afterCancel = await canceledFor.client.post("/organization/accept-invitation", { invitationId: canceled.body.id });
    expect(afterCancel.status).toBe(400);
    expect(await membersOf(orgId, canceledFor.user.id)).toHaveLength(0);
    expect((await invitationRow(canceled.body.id)).status).toBe("canceled");
  });

  it("is refused for an expired invitation", async () => {
    const { owner, orgId } = await ownedOrganization();
    const invitee = await verifiedUser();
    const invited = await invite(owner.client, orgId, invitee.email);
    await expire(invited.body.id);

    const res = await invitee.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invitation not found");
    expect(await membersOf(orgId, invitee.user.id)).toHaveLength(0);
    expect((await invitationRow(invited.body.id)).status).toBe("pending");
    expect(await activeOrganization(invitee.client)).not.toBe(orgId);
  });

  it("is refused for an unknown invitation id", async () => {
    const invitee = await verifiedUser();
    const res = await invitee.client.post("/organization/accept-invitation", { invitationId: "no-such-invitation" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invitation not found");
  });
});

// Only a pending invitation can be rejected, and only by its recipient.
describe("rejecting an invitation", () => {
  it("sets the status to rejected for the invitee and creates no member", async () => {
    const { owner, orgId } = await ownedOrganization();
    const invitee = await verifiedUser();
    const invited = await invite(owner.client, orgId, invitee.email, "admin");

    const res = await invitee.client.post("/organization/reject-invitation", { invitationId: invited.body.id });
    expect(res.status).toBe(200);
    expect(res.body.invitation).toMatchObject({ id: invited.body.id, status: "rejected" });
    expect(res.body.member).toBeNull();
    expect((await invitationRow(invited.body.id)).status).toBe("rejected");
    expect(await membersOf(orgId, invitee.user.id)).toHaveLength(0);
    expect(await activeOrganization(invitee.client)).not.toBe(orgId);

    const twice = await invitee.client.post("/organization/reject-invitation", { invitationId: invited.body.id });
    expect(twice.status).toBe(400);
  });

  it("is refused for a different signed-in user, and the invitation stays pending", async () => {
    const { owner, orgId } = await ownedOrganization();
    const invitee = await verifiedUser();
    const intruder = await verifiedUser();
    const invited = await invite(owner.client, orgId, invitee.email);

    const res = await intruder.client.post("/organization/reject-invitation", { invitationId: invited.body.id });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You are not the recipient of the invitation");
    expect((await invitationRow(invited.body.id)).status).toBe("pending");
  });

  it("is refused for an accepted or canceled invitation", async () => {
    const { owner, orgId } = await ownedOrganization();
    const invitee = await verifiedUser();
    const accepted = await invite(owner.client, orgId, invitee.email);
    await invitee.client.post("/organization/accept-invitation", { invitationId: accepted.body.id });
    const afterAccept = await invitee.client.post("/organization/reject-invitation", { invitationId: accepted.body.id });
    expect(afterAccept.status).toBe(400);
    expect((await invitationRow(accepted.body.id)).status).toBe("accepted");

    const other = await verifiedUser();
    const canceled = await invite(owner.client, orgId, other.email);
    await owner.client.post("/organization/cancel-invitation", { invitationId: canceled.body.id });
    const afterCancel = await other.client.post("/organization/reject-invitation", { invitationId: canceled.body.id });
    expect(afterCancel.status).toBe(400);
    expect((await invitationRow(canceled.body.id)).status).toBe("canceled");
  });
});

// An owner or admin may cancel an invitation, and cancel works from any status (no status
// check is applied); a plain member may not.
describe("canceling an invitation", () => {
  it("works for the owner and for an admin on a pending invitation", async () => {
    const { owner, orgId } = await ownedOrganization();
    const admin = await verifiedUser();
    await join(owner.client, orgId, admin, "admin");

    const first = await invite(owner.client, orgId, uniqueEmail("pending"));
    const byOwner = await owner.client.post("/organization/cancel-invitation", { invitationId: first.body.id });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toMatchObject({ id: first.body.id, status: "canceled" });
    expect((await invitationRow(first.body.id)).status).toBe("canceled");

    const second = await invite(owner.client, orgId, uniqueEmail("pending"));
    const byAdmin = await admin.client.post("/organization/cancel-invitation", { invitationId: second.body.id });
    expect(byAdmin.status).toBe(200);
    expect((await invitationRow(second.body.id)).status).toBe("canceled");
  });

  it("works from accepted, rejected, expired and canceled as well", async () => {
    const { owner, orgId } = await ownedOrganization();

    const acceptor = await verifiedUser();
    const accepted = await invite(owner.client, orgId, acceptor.email);
    await acceptor.client.post("/organization/accept-invitation", { invitationId: accepted.body.id });

    const rejector = await verifiedUser();
    const rejected = await invite(owner.client, orgId, rejector.email);
    await rejector.client.post("/organization/reject-invitation", { invitationId: rejected.body.id });

    const expired = await invite(owner.client, orgId, uniqueEmail("expired"));
    await expire(expired.body.id);

    const canceled = await invite(owner.client, orgId, uniqueEmail("canceled"));
    await owner.client.post("/organization/cancel-invitation", { invitationId: canceled.body.id });

    expect((await invitationRow(accepted.body.id)).status).toBe("accepted");
    expect((await invitationRow(rejected.body.id)).status).toBe("rejected");
    for (const id of [accepted.body.id, rejected.body.id, expired.body.id, canceled.body.id]) {
      const res = await owner.client.post("/organization/cancel-invitation", { invitationId: id });
      expect(res.status, `cancel ${id}`).toBe(200);
      expect((await invitationRow(id)).status).toBe("canceled");
    }
    // Canceling an accepted invitation does not undo the membership.
    expect(await membersOf(orgId, acceptor.user.id)).toHaveLength(1);
  });

  it("is refused for a plain member and for the invitee, and the invitation stays pending", async () => {
    const { owner, orgId } = await ownedOrganization();
    const plain = await verifiedUser();
    await join(owner.client, orgId, plain, "member");
    const invitee = await verifiedUser();
    const invited = await invite(owner.client, orgId, invitee.email);

    const byMember = await plain.client.post("/organization/cancel-invitation", { invitationId: invited.body.id });
    expect(byMember.status).toBe(403);
    const byInvitee = await invitee.client.post("/organization/cancel-invitation", { invitationId: invited.body.id });
    expect(byInvitee.status).toBe(400);
    expect((await invitationRow(invited.body.id)).status).toBe("pending");
  });
});

// An invitation is fetched only by its recipient; get-invitation adds organizationName,
// organizationSlug and inviterEmail. list-user-invitations lists the signed-in user's pending ones.
describe("reading invitations as the invitee", () => {
  it("get-invitation answers the recipient with the organization and inviter, and refuses anyone else", async () => {
    const { owner, orgId, name, slug } = await ownedOrganization("Readable Org");
    const invitee = await verifiedUser();
    const stranger = await verifiedUser();
    const invited = await invite(owner.client, orgId, invitee.email, "admin");

    const res = await invitee.client.get(`/organization/get-invitation?id=${invited.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: invited.body.id,
      email: invitee.email,
      role: "admin",
      status: "pending",
      organizationId: orgId,
      organizationName: name,
      organizationSlug: slug,
      inviterEmail: owner.email,
    });

    const other = await stranger.client.get(`/organization/get-invitation?id=${invited.body.id}`);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe("You are not the recipient of the invitation");
  });

  it("list-user-invitations shows the invitee's pending invitations only", async () => {
    const first = await ownedOrganization("First Org");
    const second = await ownedOrganization("Second Org");
    const invitee = await verifiedUser();
    const stranger = await verifiedUser();

    const a = await invite(first.owner.client, first.orgId, invitee.email, "admin");
    const b = await invite(second.owner.client, second.orgId, invitee.email.toUpperCase(), "member");
    // Neither another address's invitation nor a canceled one may show.
    const forSomeoneElse = await invite(first.owner.client, first.orgId, uniqueEmail("someone"));
    expect(forSomeoneElse.status).toBe(200);
    const third = await ownedOrganization("Third Org");
    const gone = await invite(third.owner.client, third.orgId, invitee.email);
    await third.owner.client.post("/organization/cancel-invitation", { invitationId: gone.body.id });

    const res = await invitee.client.get("/organization/list-user-invitations");
    expect(res.status).toBe(200);
    const ids = (res.body as Array<{ id: string }>).map((i) => i.id).sort();
    expect(ids).toEqual([a.body.id, b.body.id].sort());
    for (const entry of res.body as Array<{ status: string; email: string }>) {
      expect(entry.status).toBe("pending");
      expect(entry.email).toBe(invitee.email);
    }
    expect(res.body.find((i: { id: string }) => i.id === a.body.id)).toMatchObject({
      organizationId: first.orgId,
      organizationName: "First Org",
      role: "admin",
    });

    // Once accepted, the invitation leaves the list.
    await invitee.client.post("/organization/accept-invitation", { invitationId: a.body.id });
    const after = await invitee.client.get("/organization/list-user-invitations");
    expect((after.body as Array<{ id: string }>).map((i) => i.id)).toEqual([b.body.id]);

    const strangers = await stranger.client.get("/organization/list-user-invitations");
    expect(strangers.status).toBe(200);
    expect(strangers.body).toEqual([]);
  });
});

// A member may belong to a team; an invitation's teamId decides which one on acceptance.
describe("team of an accepted invitation", () => {
  it("puts the new member into the invitation's team and no other", async () => {
    const { owner, orgId } = await ownedOrganization();
    const createdTeam = await owner.client.post("/organization/create-team", { name: "Only This", organizationId: orgId });
    const invitee = await verifiedUser();
    const invited = await invite(owner.client, orgId, invitee.email, "member", { teamId: createdTeam.body.id });
    await invitee.client.post("/organization/accept-invitation", { invitationId: invited.body.id });

    const teams = await db.select({ id: team.id }).from(team).where(eq(team.organizationId, orgId));
    expect(teams.length).toBe(2); // the default team and "Only This"
    const memberships = await db.select().from(teamMember).where(eq(teamMember.userId, invitee.user.id));
    expect(memberships.map((m) => m.teamId)).toEqual([createdTeam.body.id]);
  });
});
