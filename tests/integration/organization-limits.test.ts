import { vi } from "vitest";

// Before any app module reads its settings (vitest gives every test file its own module graph).
const savedEnv = vi.hoisted(() => {
  const saved = { ...process.env };
  process.env.ORGANIZATION_LIMIT = "2";
  process.env.MEMBERSHIP_LIMIT = "2";
  process.env.TEAM_MEMBER_LIMIT = "1";
  return saved;
});

import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { invitation, member, organization, team, teamMember } from "@/db/schema";
import { env } from "@/lib/env";
import { creationAllowance } from "@/lib/organization/creation";
import { countMembers, invitationDetails, listTeamsWithMembers, listUserOrganizations } from "@/lib/organization/queries";
import { organizationIsFull, teamIsFull } from "@/lib/organization/capacity";
import { type TestClient, verifiedUser } from "../support/client";

type Person = Awaited<ReturnType<typeof verifiedUser>>;

// The worker may run another file next: leave the environment as it was.
afterAll(() => {
  for (const key of ["ORGANIZATION_LIMIT", "MEMBERSHIP_LIMIT", "TEAM_MEMBER_LIMIT"]) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
});

let slugCounter = 0;
function freshSlug(prefix = "limits") {
  slugCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${slugCounter}-${Math.random().toString(36).slice(2, 6)}`;
}

async function createOrganization(client: TestClient, name = "Limited") {
  const slug = freshSlug();
  const res = await client.post("/organization/create", { name, slug });
  return { res, slug, orgId: res.body?.id as string };
}

async function ownedOrganization() {
  const owner = await verifiedUser();
  const { res, orgId } = await createOrganization(owner.client);
  if (res.status !== 200) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return { owner, orgId };
}

async function invite(by: TestClient, orgId: string, email: string, extra: Record<string, unknown> = {}) {
  return by.post("/organization/invite-member", { email, role: "member", organizationId: orgId, ...extra });
}

async function join(by: TestClient, orgId: string, person: Person) {
  const invited = await invite(by, orgId, person.email);
  const accepted = await person.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
}

async function membersOf(orgId: string) {
  return db.select().from(member).where(eq(member.organizationId, orgId));
}

async function teamMembersOf(teamId: string) {
  return db.select().from(teamMember).where(eq(teamMember.teamId, teamId));
}

async function defaultTeamOf(orgId: string) {
  const [row] = await db.select().from(team).where(eq(team.organizationId, orgId));
  return row;
}

describe("settings of this file", () => {
  it("runs with ORGANIZATION_LIMIT=2, MEMBERSHIP_LIMIT=2, TEAM_MEMBER_LIMIT=1", () => {
    expect(env.ORGANIZATION_LIMIT).toBe(2);
    expect(env.MEMBERSHIP_LIMIT).toBe(2);
    expect(env.TEAM_MEMBER_LIMIT).toBe(1);
  });
});

// The organization limit applies; the refusal says "maximum number of organizations reached".
describe("organization limit", () => {
  it("refuses a user's third organization and creates nothing", async () => {
    const owner = await verifiedUser();
    expect((await createOrganization(owner.client, "One")).res.status).toBe(200);
    const second = await createOrganization(owner.client, "Two");
    expect(second.res.status).toBe(200);

    const third = await createOrganization(owner.client, "Three");
    expect(third.res.status).toBe(403);
    expect(third.res.body.message).toMatch(/maximum number of organizations/i);
    expect(await db.select().from(organization).where(eq(organization.slug, third.slug))).toHaveLength(0);
    expect(await db.select().from(member).where(eq(member.userId, owner.user.id))).toHaveLength(2);
    // The refused creation does not switch the active organization either.
    const session = await owner.client.get("/get-session?disableCookieCache=true");
    expect(session.body.session.activeOrganizationId).toBe(second.orgId);
  });

  it("counts the organizations the user has now: after deleting one, another may be created", async () => {
    const owner = await verifiedUser();
    const first = await createOrganization(owner.client, "Keep");
    const second = await createOrganization(owner.client, "Drop");
    expect([first.res.status, second.res.status]).toEqual([200, 200]);
    expect((await createOrganization(owner.client, "Refused")).res.status).toBe(403);

    expect((await owner.client.post("/organization/delete", { organizationId: second.orgId })).status).toBe(200);
    const again = await createOrganization(owner.client, "Replacement");
    expect(again.res.status).toBe(200);
    expect(await db.select().from(member).where(eq(member.userId, owner.user.id))).toHaveLength(2);
  });

  it("holds for creations sent at once: two of four go through", async () => {
    const owner = await verifiedUser();
    // Each would count no organization yet; the later ones now count the earlier ones.
    const made = await Promise.all([1, 2, 3, 4].map((n) => createOrganization(owner.client, `At once ${n}`)));
    expect(made.map((m) => m.res.status).sort()).toEqual([200, 200, 403, 403]);
    expect(await db.select().from(member).where(eq(member.userId, owner.user.id))).toHaveLength(2);
  });
});

// The pages offer "create organization" from creationAllowance: at every step it must agree with what the library
// then does with a creation, counting organizations the person joined as well as those they created.
describe("the offer to create an organization", () => {
  it("is withdrawn exactly when the library starts refusing, and comes back with a free place", async () => {
    const person = await verifiedUser();
    const offered = async () => creationAllowance((await listUserOrganizations(person.user.id)).length);
    expect(await offered()).toEqual({ allowed: true });
    const first = await createOrganization(person.client, "Mine");
    expect(first.res.status).toBe(200);
    expect(await offered()).toEqual({ allowed: true });

    // A second organization by joining one: the limit counts memberships, not only creations.
    const other = await ownedOrganization();
    const invited = await invite(other.owner.client, other.orgId, person.email);
    expect((await person.client.post("/organization/accept-invitation", { invitationId: invited.body.id })).status).toBe(200);
    expect(await offered()).toEqual({ allowed: false, reason: "limit", limit: 2 });
    expect((await createOrganization(person.client, "Refused")).res.status).toBe(403);

    expect((await person.client.post("/organization/leave", { organizationId: other.orgId })).status).toBe(200);
    expect(await offered()).toEqual({ allowed: true });
    expect((await createOrganization(person.client, "Allowed again")).res.status).toBe(200);
  });
});

// The membership limit applies ("Organization membership limit reached"). better-auth
// enforces it when an invitation is accepted (an invitation itself may still be sent).
describe("membership limit", () => {
  it("refuses the acceptance that would exceed the limit, and nothing changes", async () => {
    const { owner, orgId } = await ownedOrganization();
    const first = await verifiedUser();
    await join(owner.client, orgId, first);
    expect(await membersOf(orgId)).toHaveLength(2);

    const late = await verifiedUser();
    const invited = await invite(owner.client, orgId, late.email);
    expect(invited.status).toBe(200);
    const activeBefore = (await late.client.get("/get-session?disableCookieCache=true")).body.session.activeOrganizationId;

    const res = await late.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Organization membership limit reached");
    expect(await membersOf(orgId)).toHaveLength(2);
    const [row] = await db.select().from(invitation).where(eq(invitation.id, invited.body.id));
    expect(row.status).toBe("pending");
    const activeAfter = (await late.client.get("/get-session?disableCookieCache=true")).body.session.activeOrganizationId;
    expect(activeAfter).toBe(activeBefore);
  });

  it("holds for acceptances sent at once: one of three takes the last seat", async () => {
    const { owner, orgId } = await ownedOrganization();
    const people = await Promise.all([verifiedUser(), verifiedUser(), verifiedUser()]);
    const invitationIds: string[] = [];
    for (const person of people) invitationIds.push((await invite(owner.client, orgId, person.email)).body.id as string);
    // Each would count one member; the later ones now count the one who joined first.
    const accepted = await Promise.all(
      people.map((person, i) => person.client.post("/organization/accept-invitation", { invitationId: invitationIds[i] })),
    );
    expect(accepted.map((r) => r.status).sort()).toEqual([200, 403, 403]);
    expect(accepted.filter((r) => r.status === 403).map((r) => r.body.message)).toEqual(
      Array(2).fill("Organization membership limit reached"),
    );
    expect(await membersOf(orgId)).toHaveLength(2);
  });

  it("lets the pending invitation be accepted once a seat is free again", async () => {
    const { owner, orgId } = await ownedOrganization();
    const first = await verifiedUser();
    await join(owner.client, orgId, first);
    const late = await verifiedUser();
    const invited = await invite(owner.client, orgId, late.email);
    // The invitations page (and the invitee's page, from the invitation) warn exactly while the library refuses acceptances.
    expect(organizationIsFull(await countMembers(orgId))).toBe(true);
    const details = await invitationDetails(invited.body.id);
    expect(details?.organizationId).toBe(orgId);
    expect((await late.client.post("/organization/accept-invitation", { invitationId: invited.body.id })).status).toBe(403);

    expect((await first.client.post("/organization/leave", { organizationId: orgId })).status).toBe(200);
    expect(organizationIsFull(await countMembers(orgId))).toBe(false);
    const res = await late.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
    expect(res.status).toBe(200);
    expect((await membersOf(orgId)).map((m) => m.userId).sort()).toEqual([owner.user.id, late.user.id].sort());
  });
});

/** Whether the teams page shows this team as full (its "Add member" disabled), from what the page reads. */
async function shownFull(orgId: string, teamId: string) {
  const teams = await listTeamsWithMembers(orgId);
  return teamIsFull(teams.find((t) => t.id === teamId)!.members.length);
}

// The team member limit applies; the refusal says "Team member limit reached". The teams page shows a team as
// full exactly when the library refuses one more member.
describe("team member limit", () => {
  it("refuses a second member added to a team", async () => {
    const { owner, orgId } = await ownedOrganization();
    const other = await verifiedUser();
    await join(owner.client, orgId, other);

    // The default team already holds its creator.
    const defaultTeam = await defaultTeamOf(orgId);
    expect((await teamMembersOf(defaultTeam.id)).map((m) => m.userId)).toEqual([owner.user.id]);
    expect(await shownFull(orgId, defaultTeam.id)).toBe(true);
    const full = await owner.client.post("/organization/add-team-member", {
      teamId: defaultTeam.id,
      userId: other.user.id,
      organizationId: orgId,
    });
    expect(full.status).toBe(403);
    expect(full.body.message).toBe("Team member limit reached");
    expect((await teamMembersOf(defaultTeam.id)).map((m) => m.userId)).toEqual([owner.user.id]);

    // A new team takes one member, then no more.
    const created = await owner.client.post("/organization/create-team", { name: "Solo", organizationId: orgId });
    expect(created.status).toBe(200);
    expect(await shownFull(orgId, created.body.id)).toBe(false);
    const firstAdd = await owner.client.post("/organization/add-team-member", {
      teamId: created.body.id,
      userId: other.user.id,
      organizationId: orgId,
    });
    expect(firstAdd.status).toBe(200);
    expect(await shownFull(orgId, created.body.id)).toBe(true);
    const secondAdd = await owner.client.post("/organization/add-team-member", {
      teamId: created.body.id,
      userId: owner.user.id,
      organizationId: orgId,
    });
    expect(secondAdd.status).toBe(403);
    expect(secondAdd.body.message).toBe("Team member limit reached");
    expect((await teamMembersOf(created.body.id)).map((m) => m.userId)).toEqual([other.user.id]);
  });

  it("refuses an invitation into a full team", async () => {
    const { owner, orgId } = await ownedOrganization();
    const defaultTeam = await defaultTeamOf(orgId);
    const invitee = await verifiedUser();
    const res = await invite(owner.client, orgId, invitee.email, { teamId: defaultTeam.id });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Team member limit reached");
    expect(await db.select().from(invitation).where(eq(invitation.email, invitee.email))).toHaveLength(0);
  });

  it("refuses to accept into a team that filled up after the invitation, and creates no member", async () => {
    const { owner, orgId } = await ownedOrganization();
    const created = await owner.client.post("/organization/create-team", { name: "Filling", organizationId: orgId });
    const invitee = await verifiedUser();
    const invited = await invite(owner.client, orgId, invitee.email, { teamId: created.body.id });
    expect(invited.status).toBe(200);
    expect(
      (await owner.client.post("/organization/add-team-member", { teamId: created.body.id, userId: owner.user.id, organizationId: orgId }))
        .status,
    ).toBe(200);

    const res = await invitee.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Team member limit reached");
    expect(
      await db
        .select()
        .from(member)
        .where(and(eq(member.organizationId, orgId), eq(member.userId, invitee.user.id))),
    ).toHaveLength(0);
    expect((await teamMembersOf(created.body.id)).map((m) => m.userId)).toEqual([owner.user.id]);
    const [row] = await db.select().from(invitation).where(eq(invitation.id, invited.body.id));
    expect(row.status).toBe("pending");
  });
});
