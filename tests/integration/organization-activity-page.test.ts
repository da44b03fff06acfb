import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { decodeCursor } from "@/lib/keyset";
import { ACTIVITY_ACTIONS, ACTIVITY_KINDS, activityKind, type ActivityKind } from "@/lib/organization/activity";
import { listActivity } from "@/lib/organization/activity-queries";
import { verifiedUser } from "../support/client";

describe("activity page (keyset pagination, newest first)", () => {
  it("pages through every entry exactly once, even when many share a millisecond, for owners only", async () => {
    const owner = await verifiedUser();
    const created = await owner.client.post("/organization/create", { name: "Busy", slug: `busy-${Date.now().toString(36)}` });
    const orgId = created.body.id as string;
    const tag = Date.now().toString(36);
    // 60 entries whose times differ by microseconds only, after the creation's own entry.
    await db.execute(sql`insert into organization_activity (id, organization_id, actor_id, action, target, created_at)
      select ${`act_${tag}_`} || lpad(g::text, 3, '0'), ${orgId}, ${owner.user.id}, 'team.created', 'T' || g, now() + interval '1 second' + (g || ' microseconds')::interval
      from generate_series(1, 60) g`);

    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page++) {
      const result = await listActivity({ organizationId: orgId, viewerUserId: owner.user.id, limit: 25, before: decodeCursor(cursor) });
      if (!result) throw new Error("the owner was refused");
      seen.push(...result.entries.map((e) => e.id));
      cursor = result.next;
      if (!cursor) break;
    }
    const ours = seen.filter((id) => id.startsWith(`act_${tag}_`));
    expect(new Set(seen).size).toBe(seen.length);
    expect(ours).toEqual(Array.from({ length: 60 }, (_, i) => `act_${tag}_${String(60 - i).padStart(3, "0")}`));

    const outsider = await verifiedUser();
    expect(await listActivity({ organizationId: orgId, viewerUserId: outsider.user.id })).toBeNull();
  });

  it("names the person an entry is about as they are called today, and only for entries about a person", async () => {
    const owner = await verifiedUser();
    const created = await owner.client.post("/organization/create", { name: "Named", slug: `named-${Date.now().toString(36)}` });
    const orgId = created.body.id as string;
    const tag = Date.now().toString(36);
    // A role change of the owner's, an invitation of someone without an account, and a team named like an e-mail.
    await db.execute(sql`insert into organization_activity (id, organization_id, actor_id, action, target, created_at) values
      (${`named_${tag}_1`}, ${orgId}, ${owner.user.id}, 'role_changed', ${owner.email}, now() + interval '1 second'),
      (${`named_${tag}_2`}, ${orgId}, ${owner.user.id}, 'invited', ${`nobody-${tag}@example.com`}, now() + interval '2 seconds'),
      (${`named_${tag}_3`}, ${orgId}, ${owner.user.id}, 'team_created', ${owner.email}, now() + interval '3 seconds')`);

    const result = await listActivity({ organizationId: orgId, viewerUserId: owner.user.id });
    const byId = new Map(result!.entries.map((e) => [e.id, e]));
    expect(byId.get(`named_${tag}_1`)).toMatchObject({ target: owner.email, targetName: "Test User" });
    expect(byId.get(`named_${tag}_2`)).toMatchObject({ target: `nobody-${tag}@example.com`, targetName: null });
    expect(byId.get(`named_${tag}_3`)).toMatchObject({ target: owner.email, targetName: null });
  });

  it("narrows to one kind of entry, and every action belongs to exactly one kind", async () => {
    expect(Object.values(ACTIVITY_KINDS).flat().sort()).toEqual([...ACTIVITY_ACTIONS].sort());
    expect(activityKind("teams")).toBe("teams");
    expect(activityKind("toString")).toBeUndefined();
    expect(activityKind(["teams"])).toBeUndefined();

    const owner = await verifiedUser();
    const created = await owner.client.post("/organization/create", { name: "Kinds", slug: `kinds-${Date.now().toString(36)}` });
    const orgId = created.body.id as string;
    const tag = Date.now().toString(36);
    await db.execute(sql`insert into organization_activity (id, organization_id, actor_id, action, target, created_at) values
      (${`kind_${tag}_1`}, ${orgId}, ${owner.user.id}, 'invited', 'a@example.com', now() + interval '1 second'),
      (${`kind_${tag}_2`}, ${orgId}, ${owner.user.id}, 'team_created', 'Design', now() + interval '2 seconds'),
      (${`kind_${tag}_3`}, ${orgId}, ${owner.user.id}, 'role_changed', 'a@example.com', now() + interval '3 seconds'),
      (${`kind_${tag}_4`}, ${orgId}, ${owner.user.id}, 'team_member_added', 'a@example.com', now() + interval '4 seconds')`);
    const actions = async (kind?: ActivityKind) =>
      (await listActivity({ organizationId: orgId, viewerUserId: owner.user.id, kind }))!.entries.map((e) => e.action);

    // The organization was created with a team of its own: its creation is logged too.
    expect(await actions("teams")).toEqual(["team_member_added", "team_created", "team_created"]);
    expect(await actions("members")).toEqual(["role_changed"]);
    expect(await actions("invitations")).toEqual(["invited"]);
    expect(await actions("organization")).toEqual(["created"]);
    expect(await actions()).toHaveLength(6);
  });
});
