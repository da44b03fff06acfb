import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { team } from "@/db/schema";
import { grantOperators } from "@/lib/admin/operators";
import * as teamActions from "@/lib/admin/team-actions";
import { verifiedUser } from "../support/client";
import { actAs } from "../support/next-request";

vi.mock("next/headers", () => import("../support/next-request"));
vi.mock("next-intl/server", () => import("../support/next-request"));

let n = 0;
const slug = () => `names-${Date.now().toString(36)}-${(n += 1)}`;

async function ownerWithOrganization() {
  const owner = await verifiedUser();
  const created = await owner.client.post("/organization/create", { name: "Names", slug: slug() });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { owner, orgId: created.body.id as string };
}

const teamsOf = (orgId: string) => db.select({ id: team.id, name: team.name }).from(team).where(eq(team.organizationId, orgId));
const teamNamed = async (orgId: string, name: string) =>
  (
    await db
      .select()
      .from(team)
      .where(and(eq(team.organizationId, orgId), eq(team.name, name)))
  )[0]!;

describe("team names: one of each name in an organization", () => {
  it("refuses a second team of one name, spaces around it and case aside, and changes nothing; another organization may use it", async () => {
    const { owner, orgId } = await ownerWithOrganization();
    expect((await owner.client.post("/organization/create-team", { name: "Design", organizationId: orgId })).status).toBe(200);
    const before = await teamsOf(orgId);
    for (const name of ["Design", "design", "  DESIGN "]) {
      const res = await owner.client.post("/organization/create-team", { name, organizationId: orgId });
      expect(res.status, name).toBe(400);
      expect(res.body).toMatchObject({ code: "TEAM_ALREADY_EXISTS" });
    }
    expect(await teamsOf(orgId)).toEqual(before);
    // The organization's default team carries its name: that name is taken too.
    expect((await owner.client.post("/organization/create-team", { name: "names", organizationId: orgId })).body).toMatchObject({
      code: "TEAM_ALREADY_EXISTS",
    });

    const other = await ownerWithOrganization();
    expect((await other.owner.client.post("/organization/create-team", { name: "Design", organizationId: other.orgId })).status).toBe(200);
  });

  it("refuses renaming a team to another team's name; a team keeps its own name in another case", async () => {
    const { owner, orgId } = await ownerWithOrganization();
    for (const name of ["Design", "Ops"]) {
      expect((await owner.client.post("/organization/create-team", { name, organizationId: orgId })).status).toBe(200);
    }
    const ops = await teamNamed(orgId, "Ops");
    const taken = await owner.client.post("/organization/update-team", {
      teamId: ops.id,
      data: { name: " design", organizationId: orgId },
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ code: "TEAM_ALREADY_EXISTS" });
    expect((await teamNamed(orgId, "Ops")).id).toBe(ops.id);

    const recased = await owner.client.post("/organization/update-team", { teamId: ops.id, data: { name: "OPS", organizationId: orgId } });
    expect(recased.status, JSON.stringify(recased.body)).toBe(200);
    expect((await teamNamed(orgId, "OPS")).id).toBe(ops.id);
  });

  it("eight creations of one name at once make one team; the others are refused as taken", async () => {
    const { owner, orgId } = await ownerWithOrganization();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => owner.client.post("/organization/create-team", { name: "Rush", organizationId: orgId })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((reply) => reply.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: "TEAM_ALREADY_EXISTS" });
    }
    expect((await teamsOf(orgId)).filter((t) => t.name === "Rush")).toHaveLength(1);
  });

  it("the console refuses creating or renaming a team to a taken name, in the operator's words, and changes nothing", async () => {
    const op = await verifiedUser();
    await grantOperators([op.email], "script", false);
    const { orgId } = await ownerWithOrganization();
    actAs(op.client);
    expect(await teamActions.createTeamAction({ organizationId: orgId, name: "Support" })).toEqual({ ok: true });
    expect(await teamActions.createTeamAction({ organizationId: orgId, name: "Sales" })).toEqual({ ok: true });
    const before = await teamsOf(orgId);

    expect(await teamActions.createTeamAction({ organizationId: orgId, name: "support" })).toMatchObject({
      ok: false,
      code: "TEAM_ALREADY_EXISTS",
      message: "Another team of this organization already has this name.",
    });
    const sales = await teamNamed(orgId, "Sales");
    expect(await teamActions.renameTeamAction({ organizationId: orgId, teamId: sales.id, name: "SUPPORT" })).toMatchObject({
      ok: false,
      code: "TEAM_ALREADY_EXISTS",
      message: "Another team of this organization already has this name.",
    });
    expect(await teamsOf(orgId)).toEqual(before);
    // Its own name in another case is no other team's.
    expect(await teamActions.renameTeamAction({ organizationId: orgId, teamId: sales.id, name: "SALES" })).toEqual({ ok: true });
  });
});
