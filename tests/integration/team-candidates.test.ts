import { vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-request"));
vi.mock("next-intl/server", () => import("../support/next-request"));

import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { organization } from "@/db/schema";
import { findTeamCandidatesAction } from "@/lib/organization/actions";
import en from "@/messages/en.json";
import { verifiedUser } from "../support/client";
import { actAs } from "../support/next-request";

/**
 * The team picker's search (lib/organization/actions.ts): the organization's people not in the team yet, by name or
 * e-mail, 20 at a time in join order, for its owners and admins only.
 */
let owner: Awaited<ReturnType<typeof verifiedUser>>;
let orgId: string;
let teamId: string;
let tag: string;

beforeAll(async () => {
  owner = await verifiedUser();
  tag = Math.random().toString(36).slice(2, 10);
  const created = await owner.client.post("/organization/create", { name: "Picker", slug: `picker-${tag}` });
  orgId = created.body.id as string;
  // 30 more people, "Person 1" … "Person 30", who joined one after the other after the owner.
  await db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select ${`pu_${tag}_`} || g, 'Person ' || g, ${`p_${tag}_`} || g || '@example.com', true, now(), now() from generate_series(1, 30) g`);
  await db.execute(sql`insert into member (id, organization_id, user_id, role, created_at)
    select ${`pm_${tag}_`} || g, ${orgId}, ${`pu_${tag}_`} || g, 'member', now() + (g || ' milliseconds')::interval
    from generate_series(1, 30) g`);
  const team = await owner.client.post("/organization/create-team", { name: "Crew", organizationId: orgId });
  teamId = team.body.id as string;
  for (const n of [2, 21]) {
    const added = await owner.client.post("/organization/add-team-member", { teamId, userId: `pu_${tag}_${n}`, organizationId: orgId });
    expect(added.status).toBe(200);
  }
});

const find = (search: string) => findTeamCandidatesAction({ organizationId: orgId, teamId, search });
const names = (result: Awaited<ReturnType<typeof find>>) => (result.ok ? result.people.map((p) => p.name) : result);

describe("the team picker's search", () => {
  it("lists the first 20 people not in the team, in join order, when nothing is typed", async () => {
    actAs(owner.client);
    const people = [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((n) => `Person ${n}`);
    // The owner made the organization first; Person 2 is in the team already.
    expect(names(await find(""))).toEqual(["Test User", ...people]);
  });

  it("finds anyone by a part of their name or e-mail, whatever the case, leaving out the team's members", async () => {
    actAs(owner.client);
    expect(names(await find("person 2"))).toEqual([
      "Person 20",
      "Person 22",
      "Person 23",
      "Person 24",
      "Person 25",
      "Person 26",
      "Person 27",
      "Person 28",
      "Person 29",
    ]);
    expect(names(await find(`P_${tag}_30@`))).toEqual(["Person 30"]);
    // The pattern's own characters are matched as themselves.
    expect(names(await find("%"))).toEqual([]);
    expect(names(await find("nobody like this"))).toEqual([]);
  });

  it("is refused to a plain member, an outsider and a manager who lacks the second factor the organization requires", async () => {
    const refusal = {
      ok: false,
      code: "YOU_ARE_NOT_ALLOWED_TO_ACCESS_THIS_ORGANIZATION",
      message: en.errors.YOU_ARE_NOT_ALLOWED_TO_ACCESS_THIS_ORGANIZATION,
    };
    const plain = await verifiedUser();
    await db.execute(
      sql`insert into member (id, organization_id, user_id, role, created_at) values (${`pm_${tag}_plain`}, ${orgId}, ${plain.user.id}, 'member', now())`,
    );
    actAs(plain.client);
    expect(await find("")).toEqual(refusal);
    const outsider = await verifiedUser();
    actAs(outsider.client);
    expect(await find("")).toEqual(refusal);
    expect(await findTeamCandidatesAction({ organizationId: "no-such-organization", teamId, search: "" })).toEqual(refusal);

    await db.update(organization).set({ requireTwoFactor: true }).where(eq(organization.id, orgId));
    try {
      actAs(owner.client);
      expect(await find("")).toEqual(refusal);
    } finally {
      await db.update(organization).set({ requireTwoFactor: false }).where(eq(organization.id, orgId));
    }
  });

  it("refuses a signed-out caller and malformed input in words, and finds nothing for them", async () => {
    actAs(null);
    expect(await find("")).toMatchObject({ ok: false, code: "UNAUTHORIZED", message: en.errors.UNAUTHORIZED });
    actAs(owner.client);
    for (const input of [
      { organizationId: orgId, teamId, search: "x".repeat(201) },
      { organizationId: orgId, search: "" },
      { organizationId: orgId, teamId: 42, search: "" },
      { organizationId: "", teamId, search: "" },
    ]) {
      expect(await findTeamCandidatesAction(input as never), JSON.stringify(input).slice(0, 80)).toEqual({
        ok: false,
        code: "VALIDATION_ERROR",
        message: en.errors.VALIDATION_ERROR,
      });
    }
  });
});
