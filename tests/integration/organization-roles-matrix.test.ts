import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { invitation, member, organization, team } from "@/db/schema";
import { type TestClient, uniqueEmail, verifiedUser } from "../support/client";

type Actor = "owner" | "admin" | "member" | "outsider";
const ACTORS: Actor[] = ["owner", "admin", "member", "outsider"];

type World = { orgId: string; clients: Record<Actor, TestClient>; userIds: Record<Actor, string> };

/** One organization with an owner, an admin and a member, and a signed-in outsider. */
async function world(): Promise<World> {
  const owner = await verifiedUser();
  const created = await owner.client.post("/organization/create", {
    name: "Matrix",
    slug: `matrix-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
  });
  const orgId = created.body.id as string;
  const join = async (role: "admin" | "member") => {
    const person = await verifiedUser();
    const invited = await owner.client.post("/organization/invite-member", { email: person.email, role, organizationId: orgId });
    await person.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
    return person;
  };
  const admin = await join("admin");
  const plain = await join("member");
  const outsider = await verifiedUser();
  return {
    orgId,
    clients: { owner: owner.client, admin: admin.client, member: plain.client, outsider: outsider.client },
    userIds: { owner: owner.user.id, admin: admin.user.id, member: plain.user.id, outsider: outsider.user.id },
  };
}

/** A member who exists only to be acted upon. */
async function extraMember(w: World) {
  const person = await verifiedUser();
  const invited = await w.clients.owner.post("/organization/invite-member", {
    email: person.email,
    role: "member",
    organizationId: w.orgId,
  });
  await person.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
  const [row] = await db
    .select()
    .from(member)
    .where(and(eq(member.organizationId, w.orgId), eq(member.userId, person.user.id)));
  return row;
}

async function pendingInvitation(w: World) {
  const res = await w.clients.owner.post("/organization/invite-member", {
    email: uniqueEmail("target"),
    role: "member",
    organizationId: w.orgId,
  });
  return res.body.id as string;
}

async function newTeam(w: World, name = `Team ${Math.random().toString(36).slice(2, 7)}`) {
  const res = await w.clients.owner.post("/organization/create-team", { name, organizationId: w.orgId });
  return res.body.id as string;
}

const ok = (status: number) => status >= 200 && status < 300;

type Case = {
  action: string;
  /** The status each actor not allowed gets: better-auth's own, which differ between a member and an outsider. */
  refused: Partial<Record<Actor, number>>;
  allowed: Actor[];
  /** Performs the action as `actor`; returns the status and whether the database shows it happened. */
  run: (w: World, actor: Actor) => Promise<{ status: number; happened: boolean }>;
};

const cases: Case[] = [
  {
    action: "update the organization",
    refused: { member: 403, outsider: 400 },
    allowed: ["owner", "admin"],
    run: async (w, actor) => {
      const name = `Renamed by ${actor}`;
      const res = await w.clients[actor].post("/organization/update", { organizationId: w.orgId, data: { name } });
      const [org] = await db.select().from(organization).where(eq(organization.id, w.orgId));
      return { status: res.status, happened: org.name === name };
    },
  },
  {
    action: "invite a member",
    refused: { member: 403, outsider: 400 },
    allowed: ["owner", "admin"],
    run: async (w, actor) => {
      const email = uniqueEmail("invitee");
      const res = await w.clients[actor].post("/organization/invite-member", { email, role: "member", organizationId: w.orgId });
      const rows = await db.select().from(invitation).where(eq(invitation.email, email));
      return { status: res.status, happened: rows.length > 0 };
    },
  },
  {
    action: "cancel an invitation",
    refused: { member: 403, outsider: 400 },
    allowed: ["owner", "admin"],
    run: async (w, actor) => {
      const id = await pendingInvitation(w);
      const res = await w.clients[actor].post("/organization/cancel-invitation", { invitationId: id });
      const [row] = await db.select().from(invitation).where(eq(invitation.id, id));
      return { status: res.status, happened: row.status === "canceled" };
    },
  },
  {
    action: "change a member's role",
    refused: { member: 403, outsider: 400 },
    allowed: ["owner", "admin"],
    run: async (w, actor) => {
      const target = await extraMember(w);
      const res = await w.clients[actor].post("/organization/update-member-role", {
        memberId: target.id,
        role: "admin",
        organizationId: w.orgId,
      });
      const [row] = await db.select().from(member).where(eq(member.id, target.id));
      return { status: res.status, happened: row.role === "admin" };
    },
  },
  {
    action: "remove a member",
    refused: { member: 401, outsider: 400 },
    allowed: ["owner", "admin"],
    run: async (w, actor) => {
      const target = await extraMember(w);
      const res = await w.clients[actor].post("/organization/remove-member", { memberIdOrEmail: target.id, organizationId: w.orgId });
      const rows = await db.select().from(member).where(eq(member.id, target.id));
      return { status: res.status, happened: rows.length === 0 };
    },
  },
  {
    action: "create a team",
    refused: { member: 403, outsider: 403 },
    allowed: ["owner", "admin"],
    run: async (w, actor) => {
      const name = `Created by ${actor} ${Math.random().toString(36).slice(2, 6)}`;
      const res = await w.clients[actor].post("/organization/create-team", { name, organizationId: w.orgId });
      const rows = await db
        .select()
        .from(team)
        .where(and(eq(team.organizationId, w.orgId), eq(team.name, name)));
      return { status: res.status, happened: rows.length === 1 };
    },
  },
  {
    action: "update a team",
    refused: { member: 403, outsider: 403 },
    allowed: ["owner", "admin"],
    run: async (w, actor) => {
      const id = await newTeam(w);
      const name = `Updated by ${actor}`;
      const res = await w.clients[actor].post("/organization/update-team", { teamId: id, data: { name, organizationId: w.orgId } });
      const [row] = await db.select().from(team).where(eq(team.id, id));
      return { status: res.status, happened: row.name === name };
    },
  },
  {
    action: "remove a team",
    refused: { member: 403, outsider: 403 },
    allowed: ["owner", "admin"],
    run: async (w, actor) => {
      const id = await newTeam(w);
      const res = await w.clients[actor].post("/organization/remove-team", { teamId: id, organizationId: w.orgId });
      const rows = await db.select().from(team).where(eq(team.id, id));
      return { status: res.status, happened: rows.length === 0 };
    },
  },
  {
    action: "list the invitations",
    refused: { outsider: 403 },
    allowed: ["owner", "admin", "member"],
    run: async (w, actor) => {
      const res = await w.clients[actor].get(`/organization/list-invitations?organizationId=${w.orgId}`);
      return { status: res.status, happened: Array.isArray(res.body) };
    },
  },
  {
    action: "list the teams",
    refused: { outsider: 403 },
    allowed: ["owner", "admin", "member"],
    run: async (w, actor) => {
      const res = await w.clients[actor].get(`/organization/list-teams?organizationId=${w.orgId}`);
      return { status: res.status, happened: Array.isArray(res.body) };
    },
  },
  {
    action: "make the organization active",
    refused: { outsider: 403 },
    allowed: ["owner", "admin", "member"],
    run: async (w, actor) => {
      const res = await w.clients[actor].post("/organization/set-active", { organizationId: w.orgId });
      const session = await w.clients[actor].get("/get-session?disableCookieCache=true");
      return { status: res.status, happened: session.body?.session?.activeOrganizationId === w.orgId };
    },
  },
  {
    action: "read the active member",
    refused: { outsider: 400 },
    allowed: ["owner", "admin", "member"],
    run: async (w, actor) => {
      await w.clients[actor].post("/organization/set-active", { organizationId: w.orgId });
      const res = await w.clients[actor].get("/organization/get-active-member");
      return { status: res.status, happened: res.body?.userId === w.userIds[actor] };
    },
  },
];

describe("organization permissions by role", () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  }, 60_000);

  for (const c of cases) {
    it.each(ACTORS)(`${c.action}: %s`, async (actor) => {
      const { status, happened } = await c.run(w, actor);
      if (c.allowed.includes(actor)) {
        expect(ok(status), `status ${status}`).toBe(true);
        expect(happened).toBe(true);
      } else {
        expect(status).toBe(c.refused[actor]);
        expect(happened).toBe(false);
      }
    });
  }

  it.each(ACTORS)("delete the organization: only the owner (%s)", async (actor) => {
    const own = await world();
    const res = await own.clients[actor].post("/organization/delete", { organizationId: own.orgId });
    const rows = await db.select().from(organization).where(eq(organization.id, own.orgId));
    if (actor === "owner") {
      expect(res.status).toBe(200);
      expect(rows).toHaveLength(0);
    } else {
      // A member without the right is forbidden; an outsider is told they are not a member.
      expect(res.status).toBe(actor === "outsider" ? 400 : 403);
      expect(res.body.code).toBe(
        actor === "outsider" ? "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION" : "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION",
      );
      expect(rows).toHaveLength(1);
    }
  });
});
