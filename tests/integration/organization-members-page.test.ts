import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { decodeCursor } from "@/lib/keyset";
import { listMembersPage } from "@/lib/organization/queries";
import { verifiedUser } from "../support/client";

/**
 * An organization of a new owner and `size` more members, named "Member <n>" (or by `nameOf`, SQL over the
 * series' g) with e-mails m_<tag>_<n>@example.com and member ids mb_<tag>_<n>, whose join times differ by
 * microseconds only.
 */
async function organizationOf(size: number, nameOf = sql`'Member ' || g`) {
  const owner = await verifiedUser();
  const tag = Math.random().toString(36).slice(2, 10);
  const created = await owner.client.post("/organization/create", { name: "Members", slug: `members-${tag}` });
  const orgId = created.body.id as string;
  await db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select ${`u_${tag}_`} || g, ${nameOf}, ${`m_${tag}_`} || g || '@example.com', true, now(), now() from generate_series(1, ${size}) g`);
  await db.execute(sql`insert into member (id, organization_id, user_id, role, created_at)
    select ${`mb_${tag}_`} || g, ${orgId}, ${`u_${tag}_`} || g, 'member', now() + (g || ' microseconds')::interval
    from generate_series(1, ${size}) g`);
  return { orgId, tag };
}

describe("members page (keyset pagination)", () => {
  it("pages through every member exactly once in join order, even when many joined in the same millisecond", async () => {
    const { orgId, tag } = await organizationOf(120);

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const result = await listMembersPage(orgId, 50, decodeCursor(cursor));
      expect(result.total).toBe(121);
      seen.push(...result.members.map((m) => m.id));
      if (!result.next) break;
      cursor = result.next;
    }
    expect(seen).toHaveLength(121);
    expect(new Set(seen).size).toBe(121);
    expect(seen.slice(1)).toEqual(Array.from({ length: 120 }, (_, i) => `mb_${tag}_${i + 1}`));
  });

  it("searches names and e-mails, case-blind, with LIKE's own characters taken literally, and pages the matches", async () => {
    // 60 members named "Member 1"…"Member 60", but the seventh is 100%_sure.
    const { orgId, tag } = await organizationOf(60, sql`case when g = 7 then '100%_sure' else 'Member ' || g end`);

    const byName = await listMembersPage(orgId, 50, undefined, "  mEmBeR 1 ");
    // Member 1, 10–19: eleven, in join order.
    expect(byName.total).toBe(11);
    expect(byName.members.map((m) => m.name)).toEqual(["Member 1", ...Array.from({ length: 10 }, (_, i) => `Member ${10 + i}`)]);
    expect((await listMembersPage(orgId, 50, undefined, `M_${tag}_42@`)).members.map((m) => m.name)).toEqual(["Member 42"]);
    expect((await listMembersPage(orgId, 50, undefined, "100%_")).members.map((m) => m.name)).toEqual(["100%_sure"]);
    expect((await listMembersPage(orgId, 50, undefined, "%")).total).toBe(1);

    // 59 names contain "member": two pages of 50 and 9, each match once.
    const first = await listMembersPage(orgId, 50, undefined, "member");
    expect(first.total).toBe(59);
    const second = await listMembersPage(orgId, 50, decodeCursor(first.next!), "member");
    expect(second.next).toBeNull();
    const seen = [...first.members, ...second.members].map((m) => m.id);
    expect(new Set(seen).size).toBe(59);
  });

  it("ignores a cursor that is not one", () => {
    expect(decodeCursor("not-a-cursor")).toBeUndefined();
    expect(decodeCursor(Buffer.from(JSON.stringify(["yesterday", 5])).toString("base64url"))).toBeUndefined();
    expect(decodeCursor("x".repeat(500))).toBeUndefined();
  });
});
