import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { listInvitations } from "@/lib/organization/invitation-queries";
import { verifiedUser } from "../support/client";

describe("the invitations page's list", () => {
  it("shows every status, reads a lapsed pending invitation as expired, and shows owner invitations to owners only", async () => {
    const owner = await verifiedUser();
    const created = await owner.client.post("/organization/create", { name: "Statuses", slug: `statuses-${Date.now().toString(36)}` });
    const orgId = created.body.id as string;
    const tag = Date.now().toString(36);
    const rows: [string, string, string, string][] = [
      ["pending", "member", "1 day", "pending"],
      ["pending", "admin", "-1 day", "expired"],
      ["accepted", "member", "1 day", "accepted"],
      ["rejected", "member", "1 day", "rejected"],
      ["canceled", "admin", "1 day", "canceled"],
      ["pending", "owner", "1 day", "pending"],
      ["pending", "admin, owner", "1 day", "pending"],
    ];
    for (const [i, [status, role, expires]] of rows.entries()) {
      await db.execute(sql`insert into invitation (id, organization_id, email, role, status, inviter_id, expires_at, created_at)
        values (${`inv_${tag}_${i}`}, ${orgId}, ${`i${i}-${tag}@example.com`}, ${role}, ${status}, ${owner.user.id},
                now() + ${expires}::interval, now() + (${i} || ' seconds')::interval)`);
    }

    const forOwner = await listInvitations(orgId, true);
    // Newest first, each with the status people read.
    expect(forOwner.map((r) => [r.id, r.status])).toEqual(rows.map(([, , , shown], i) => [`inv_${tag}_${i}`, shown]).reverse());
    expect(forOwner[0].inviterEmail).toBe(owner.user.email);

    const forAdmin = await listInvitations(orgId, false);
    expect(forAdmin.map((r) => r.id)).toEqual(
      rows
        .slice(0, 5)
        .map((_, i) => `inv_${tag}_${i}`)
        .reverse(),
    );
  });
});
