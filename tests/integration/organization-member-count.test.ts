import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { member, organizationMemberCount } from "@/db/schema";
import { listOrganizationsPage } from "@/lib/admin/organizations";
import { countMembers, listMembersPage } from "@/lib/organization/queries";
import { verifiedUser } from "../support/client";

/** The count as the triggers keep it must always equal the rows themselves. */
async function expectCounted(orgId: string, expected: number) {
  const [{ rows }] = await db
    .select({ rows: sql<number>`count(*)::int` })
    .from(member)
    .where(eq(member.organizationId, orgId));
  expect(rows).toBe(expected);
  expect(await countMembers(orgId)).toBe(expected);
}

async function newOrganization(owner: Awaited<ReturnType<typeof verifiedUser>>, name = "Counted") {
  const created = await owner.client.post("/organization/create", { name, slug: `counted-${Math.random().toString(36).slice(2, 10)}` });
  expect(created.status).toBe(200);
  return created.body.id as string;
}

/** `size` users of their own, in one statement; returns their ids' prefix. */
async function bulkUsers(size: number) {
  const tag = `mc_${Math.random().toString(36).slice(2, 10)}_`;
  await db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select ${tag} || g, 'Counted ' || g, ${tag} || g || '@example.com', true, now(), now() from generate_series(1, ${size}) g`);
  return tag;
}

describe("an organization's member count (kept by triggers on member)", () => {
  it("follows the real flows: creation, an accepted invitation, a removal and a deleted account", async () => {
    const owner = await verifiedUser();
    const orgId = await newOrganization(owner);
    await expectCounted(orgId, 1);

    const guests = [await verifiedUser(), await verifiedUser()];
    for (const guest of guests) {
      const invited = await owner.client.post("/organization/invite-member", { email: guest.email, role: "member", organizationId: orgId });
      expect((await guest.client.post("/organization/accept-invitation", { invitationId: invited.body.id })).status).toBe(200);
    }
    await expectCounted(orgId, 3);
    expect((await listMembersPage(orgId, 50)).total).toBe(3);

    const removed = await owner.client.post("/organization/remove-member", { memberIdOrEmail: guests[0].email, organizationId: orgId });
    expect(removed.status).toBe(200);
    await expectCounted(orgId, 2);

    // Deleting the account takes its memberships with it (a cascade): the count follows.
    expect((await guests[1].client.post("/delete-user", { password: guests[1].password })).status).toBe(200);
    await expectCounted(orgId, 1);
  });

  it("counts a bulk insert and a bulk delete over two organizations in one statement each, and a member moved between them", async () => {
    const owner = await verifiedUser();
    const [a, b] = [await newOrganization(owner, "A"), await newOrganization(owner, "B")];
    const tag = await bulkUsers(300);
    await db.execute(sql`insert into member (id, organization_id, user_id, role, created_at)
      select ${tag} || g, case when g % 3 = 0 then ${b} else ${a} end, ${tag} || g, 'member', now() from generate_series(1, 300) g`);
    await expectCounted(a, 201);
    await expectCounted(b, 101);

    await db.execute(sql`delete from member where id like ${`${tag}%`} and (id like ${`${tag}1%`} or organization_id = ${b})`);
    const [{ left }] = await db
      .select({ left: sql<number>`count(*)::int` })
      .from(member)
      .where(eq(member.organizationId, a));
    await expectCounted(a, left);
    await expectCounted(b, 1);

    await db.execute(sql`update member set organization_id = ${b} where id = ${`${tag}2`}`);
    await expectCounted(a, left - 1);
    await expectCounted(b, 2);
    // A change that leaves the organization as it is (a role) does not count.
    await db.execute(sql`update member set role = 'admin' where organization_id = ${b}`);
    await expectCounted(b, 2);
  });

  it("stays exact under forty concurrent joins and twenty concurrent leaves", async () => {
    const owner = await verifiedUser();
    const orgId = await newOrganization(owner);
    const tag = await bulkUsers(40);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db.insert(member).values({ id: `${tag}${i + 1}`, organizationId: orgId, userId: `${tag}${i + 1}`, role: "member" }),
      ),
    );
    await expectCounted(orgId, 41);
    await Promise.all(Array.from({ length: 20 }, (_, i) => db.delete(member).where(eq(member.id, `${tag}${i + 1}`))));
    await expectCounted(orgId, 21);
  });

  it("is shown in the console's organizations list, and goes with a deleted organization", async () => {
    const owner = await verifiedUser();
    const orgId = await newOrganization(owner, "Listed");
    const tag = await bulkUsers(5);
    await db.execute(sql`insert into member (id, organization_id, user_id, role, created_at)
      select ${tag} || g, ${orgId}, ${tag} || g, 'member', now() from generate_series(1, 5) g`);
    const { rows } = await listOrganizationsPage({ query: orgId });
    expect(rows.map((r) => [r.id, r.members])).toEqual([[orgId, 6]]);

    expect((await owner.client.post("/organization/delete", { organizationId: orgId })).status).toBe(200);
    expect(await db.select().from(organizationMemberCount).where(eq(organizationMemberCount.organizationId, orgId))).toEqual([]);
    expect(await countMembers(orgId)).toBe(0);
  });
});
