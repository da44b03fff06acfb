import { vi } from "vitest";

// Before any app module reads its settings (vitest gives every test file its own module graph).
const savedLimit = vi.hoisted(() => {
  const saved = process.env.MEMBERSHIP_LIMIT;
  process.env.MEMBERSHIP_LIMIT = "2";
  return saved;
});

import { and, asc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { auditLog, member, organization, organizationActivity } from "@/db/schema";
import { addMemberAction } from "@/lib/admin/organization-actions";
import { grantOperators } from "@/lib/admin/operators";
import { verifiedUser } from "../support/client";
import { actAs } from "../support/next-request";

vi.mock("next/headers", () => import("../support/next-request"));
vi.mock("next-intl/server", () => import("../support/next-request"));

// The worker may run another file next: leave the environment as it was.
afterAll(() => {
  if (savedLimit === undefined) delete process.env.MEMBERSHIP_LIMIT;
  else process.env.MEMBERSHIP_LIMIT = savedLimit;
});

async function operator() {
  const signed = await verifiedUser();
  await grantOperators([signed.email], "script", false);
  return signed;
}

async function ownedOrganization() {
  const owner = await verifiedUser();
  const slug = `seat-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const created = await owner.client.post("/organization/create", { name: "Seats", slug });
  expect(created.status).toBe(200);
  return created.body.id as string;
}

/** The organization's "added" entries: its creator's own seat is the creation's entry, not one of these. */
const additions = (organizationId: string) =>
  db
    .select()
    .from(organizationActivity)
    .where(and(eq(organizationActivity.organizationId, organizationId), eq(organizationActivity.action, "added")))
    .orderBy(asc(organizationActivity.createdAt));

// The console's add-member goes through better-auth's addMember, so what holds for members holds for operators.
describe("an operator adding a member", () => {
  it("writes the organization's activity entry as the operator, beside the audit entry", async () => {
    const [op, organizationId, person] = await Promise.all([operator(), ownedOrganization(), verifiedUser()]);
    actAs(op.client);
    expect(await addMemberAction({ organizationId, email: person.email, role: "admin" })).toEqual({ ok: true });

    const [row] = await db
      .select()
      .from(member)
      .where(and(eq(member.organizationId, organizationId), eq(member.userId, person.user.id)));
    expect(row.role).toBe("admin");
    const entries = await additions(organizationId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: op.user.id, target: person.email, data: { role: "admin" } });
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetOrganizationId, organizationId), eq(auditLog.action, "member.add")));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorId: op.user.id, targetUserId: person.user.id });
  });

  it("seats a member of an organization that requires two-step sign-in, which binds members, not operators", async () => {
    const [op, organizationId, person] = await Promise.all([operator(), ownedOrganization(), verifiedUser()]);
    await db.update(organization).set({ requireTwoFactor: true }).where(eq(organization.id, organizationId));
    actAs(op.client);
    expect(await addMemberAction({ organizationId, email: person.email, role: "member" })).toEqual({ ok: true });
    expect((await additions(organizationId)).map((e) => e.target)).toEqual([person.email]);
  });

  it("is refused at the membership limit, in the operator's words, and changes nothing", async () => {
    const [op, organizationId, second, third] = await Promise.all([operator(), ownedOrganization(), verifiedUser(), verifiedUser()]);
    actAs(op.client);
    expect(await addMemberAction({ organizationId, email: second.email, role: "member" })).toEqual({ ok: true });

    expect(await addMemberAction({ organizationId, email: third.email, role: "member" })).toEqual({
      ok: false,
      code: "ORGANIZATION_MEMBERSHIP_LIMIT_REACHED",
      message: "This organization has reached its member limit.",
    });
    expect(await db.select().from(member).where(eq(member.organizationId, organizationId))).toHaveLength(2);
    expect((await additions(organizationId)).map((e) => e.target)).toEqual([second.email]);
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetOrganizationId, organizationId), eq(auditLog.action, "member.add")));
    expect(audited.map((e) => e.targetUserId)).toEqual([second.user.id]);
  });
});
