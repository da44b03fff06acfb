import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { invitation, member, organization, team, teamMember } from "@/db/schema";
import { api } from "../support/api";
import { uniqueEmail, verifiedUser } from "../support/client";

describe("organizations under concurrency and across organizations", () => {
  it("twenty concurrent accepts of one invitation give exactly one member and no 500", async () => {
    const owner = await verifiedUser();
    const org = await owner.client.post("/organization/create", { name: "Race", slug: `race-${Date.now().toString(36)}` });
    const guest = await verifiedUser();
    const invited = await owner.client.post("/organization/invite-member", {
      email: guest.email,
      role: "member",
      organizationId: org.body.id,
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => guest.client.post("/organization/accept-invitation", { invitationId: invited.body.id })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status < 500)).toBe(true);
    const rows = await db.select().from(member).where(eq(member.userId, guest.user.id));
    expect(rows).toHaveLength(1);
  });

  it("twenty concurrent creations with one slug give exactly one organization and no 500", async () => {
    const owner = await verifiedUser();
    const slug = `same-${Date.now().toString(36)}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => owner.client.post("/organization/create", { name: `Same ${i}`, slug })),
    );
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const rows = await db.select().from(organization).where(eq(organization.slug, slug));
    expect(rows).toHaveLength(1);
    // Each loser answers as a creation after the winner's would: the slug belongs to an organization already.
    for (const lost of results.filter((r) => r.status !== 200)) {
      expect([lost.status, lost.body.code]).toEqual([400, "ORGANIZATION_ALREADY_EXISTS"]);
    }
  });

  it("ten concurrent additions of one member to one team give one place in it, each answered with that place", async () => {
    const owner = await verifiedUser();
    const org = await owner.client.post("/organization/create", { name: "Team race", slug: `team-race-${Date.now().toString(36)}` });
    const organizationId = org.body.id as string;
    const guest = await verifiedUser();
    const invited = await owner.client.post("/organization/invite-member", { email: guest.email, role: "member", organizationId });
    expect((await guest.client.post("/organization/accept-invitation", { invitationId: invited.body.id })).status).toBe(200);
    const [teamRow] = await db.select().from(team).where(eq(team.organizationId, organizationId));

    // Each addition finds no place before any has committed; the later inserts then meet the first one's row.
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        owner.client.post("/organization/add-team-member", { teamId: teamRow.id, userId: guest.user.id, organizationId }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const places = await db.select().from(teamMember).where(eq(teamMember.userId, guest.user.id));
    expect(places).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.id))).toEqual(new Set([places[0].id]));
    const [counted] = await db.select({ memberCount: team.memberCount }).from(team).where(eq(team.id, teamRow.id));
    const inTeam = await db.select().from(teamMember).where(eq(teamMember.teamId, teamRow.id));
    expect(counted.memberCount).toBe(inTeam.length);
  });

  it("ten concurrent invitations of one address, through the auth API and the REST API, leave one pending", async () => {
    const owner = await verifiedUser();
    const org = await owner.client.post("/organization/create", { name: "Invite race", slug: `invite-race-${Date.now().toString(36)}` });
    const organizationId = org.body.id as string;
    const pendingFor = (email: string) =>
      db
        .select()
        .from(invitation)
        .where(and(eq(invitation.organizationId, organizationId), eq(invitation.email, email), eq(invitation.status, "pending")));

    // Each invitation replaces the pending one before it, as one sent a moment later does: one stays pending.
    const email = uniqueEmail();
    const sent = await Promise.all(
      Array.from({ length: 10 }, () => owner.client.post("/organization/invite-member", { email, role: "member", organizationId })),
    );
    expect(sent.map((r) => r.status)).toEqual(Array(10).fill(200));
    const pending = await pendingFor(email);
    expect(pending.map((i) => i.id)).toHaveLength(1);
    expect(sent.map((r) => r.body.id)).toContain(pending[0].id);

    const other = uniqueEmail();
    const viaApi = await Promise.all(
      Array.from({ length: 10 }, () =>
        api("POST", `/organizations/${organizationId}/invitations`, { client: owner.client }, { email: other, role: "member" }),
      ),
    );
    expect(viaApi.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(await pendingFor(other)).toHaveLength(1);
  });

  it("two owners leaving, removing or demoting each other at once leave the organization an owner", async () => {
    async function twoOwners() {
      const a = await verifiedUser();
      const org = await a.client.post("/organization/create", {
        name: "Owners",
        slug: `owners-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
      });
      const organizationId = org.body.id as string;
      const b = await verifiedUser();
      const invited = await a.client.post("/organization/invite-member", { email: b.email, role: "owner", organizationId });
      expect((await b.client.post("/organization/accept-invitation", { invitationId: invited.body.id })).status).toBe(200);
      const rows = await db.select().from(member).where(eq(member.organizationId, organizationId));
      const idOf = (userId: string) => rows.find((r) => r.userId === userId)!.id;
      return { a, b, organizationId, memberA: idOf(a.user.id), memberB: idOf(b.user.id) };
    }
    const ownersOf = async (organizationId: string) =>
      (await db.select().from(member).where(eq(member.organizationId, organizationId))).filter((m) => m.role === "owner");

    // Each checks that the other is still an owner; the second now sees what the first did, and is refused.
    const leaving = await twoOwners();
    const left = await Promise.all(
      [leaving.a, leaving.b].map((o) => o.client.post("/organization/leave", { organizationId: leaving.organizationId })),
    );
    expect(left.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(left.find((r) => r.status === 400)!.body.code).toBe("YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER");
    expect(await ownersOf(leaving.organizationId)).toHaveLength(1);

    const removing = await twoOwners();
    const removed = await Promise.all([
      removing.a.client.post("/organization/remove-member", { memberIdOrEmail: removing.memberB, organizationId: removing.organizationId }),
      removing.b.client.post("/organization/remove-member", { memberIdOrEmail: removing.memberA, organizationId: removing.organizationId }),
    ]);
    expect(removed.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await ownersOf(removing.organizationId)).toHaveLength(1);

    const demoting = await twoOwners();
    const demoted = await Promise.all([
      demoting.a.client.post("/organization/update-member-role", {
        memberId: demoting.memberB,
        role: "member",
        organizationId: demoting.organizationId,
      }),
      demoting.b.client.post("/organization/update-member-role", {
        memberId: demoting.memberA,
        role: "member",
        organizationId: demoting.organizationId,
      }),
    ]);
    expect(demoted.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(await ownersOf(demoting.organizationId)).toHaveLength(1);
  });

  it("an owner of another organization can neither read nor change this one", async () => {
    const a = await verifiedUser();
    const orgA = await a.client.post("/organization/create", { name: "A", slug: `a-${Date.now().toString(36)}` });
    const aId = orgA.body.id as string;
    const [teamA] = await db.select().from(team).where(eq(team.organizationId, aId));
    const invite = await a.client.post("/organization/invite-member", { email: uniqueEmail(), role: "member", organizationId: aId });
    const [ownerA] = await db.select().from(member).where(eq(member.organizationId, aId));

    const b = await verifiedUser();
    await b.client.post("/organization/create", { name: "B", slug: `b-${Date.now().toString(36)}` });
    // Each refusal as better-auth words it (its statuses differ by endpoint: 400 for "not found", 403 otherwise).
    const attempts: [() => Promise<{ status: number; body: { code?: string } }>, number, string | undefined][] = [
      [() => b.client.get(`/organization/list-invitations?organizationId=${aId}`), 403, undefined],
      [() => b.client.get(`/organization/list-teams?organizationId=${aId}`), 403, "YOU_ARE_NOT_ALLOWED_TO_ACCESS_THIS_ORGANIZATION"],
      [() => b.client.get(`/organization/get-full-organization?organizationId=${aId}`), 403, "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION"],
      [() => b.client.post("/organization/set-active", { organizationId: aId }), 403, "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION"],
      [
        () => b.client.post("/organization/set-active", { organizationSlug: orgA.body.slug }),
        403,
        "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
      ],
      [() => b.client.post("/organization/remove-member", { memberIdOrEmail: ownerA.id, organizationId: aId }), 400, "MEMBER_NOT_FOUND"],
      [
        () => b.client.post("/organization/update-member-role", { memberId: ownerA.id, role: "member", organizationId: aId }),
        400,
        "MEMBER_NOT_FOUND",
      ],
      [() => b.client.post("/organization/cancel-invitation", { invitationId: invite.body.id }), 400, "MEMBER_NOT_FOUND"],
      [() => b.client.post("/organization/update-team", { teamId: teamA.id, data: { name: "Stolen" } }), 400, "TEAM_NOT_FOUND"],
      [
        () => b.client.post("/organization/remove-team", { teamId: teamA.id, organizationId: aId }),
        403,
        "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM",
      ],
      [
        () => b.client.post("/organization/update", { organizationId: aId, data: { name: "Stolen" } }),
        400,
        "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
      ],
      [() => b.client.post("/organization/delete", { organizationId: aId }), 400, "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION"],
    ];
    // One after another: each refusal is about B reaching into A, not about B's own requests racing.
    for (const [send, status, code] of attempts) {
      const res = await send();
      expect([res.status, res.body.code]).toEqual([status, code]);
    }
    const [orgRow] = await db.select().from(organization).where(eq(organization.id, aId));
    expect(orgRow.name).toBe("A");
    const [ownerRow] = await db.select().from(member).where(eq(member.id, ownerA.id));
    expect(ownerRow.role).toBe("owner");
    const [inviteRow] = await db.select().from(invitation).where(eq(invitation.id, invite.body.id));
    expect(inviteRow.status).toBe("pending");
    const [teamRow] = await db.select().from(team).where(eq(team.id, teamA.id));
    expect(teamRow.name).toBe(teamA.name);
  });
});
