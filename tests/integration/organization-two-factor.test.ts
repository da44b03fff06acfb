import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { organization } from "@/db/schema";
import { type TestClient, verifiedUser } from "../support/client";
import { turnOnTwoFactor } from "../support/two-factor";

async function join(owner: TestClient, orgId: string) {
  const person = await verifiedUser();
  const invited = await owner.post("/organization/invite-member", { email: person.email, role: "member", organizationId: orgId });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  expect((await person.client.post("/organization/accept-invitation", { invitationId: invited.body.id })).status).toBe(200);
  return person;
}

async function ownedOrganization() {
  const owner = await verifiedUser();
  const slug = `two-step-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const created = await owner.client.post("/organization/create", { name: "Two Step Co", slug });
  expect(created.status).toBe(200);
  return { owner, orgId: created.body.id as string, slug };
}

const required = async (orgId: string) =>
  (await db.select({ on: organization.requireTwoFactor }).from(organization).where(eq(organization.id, orgId)))[0].on;

describe("an organization that requires two-step sign-in", () => {
  it("only an owner with a second factor switches it on, through /organization/update", async () => {
    const { owner, orgId } = await ownedOrganization();
    const member = await join(owner.client, orgId);

    const withoutOwnFactor = await owner.client.post("/organization/update", { organizationId: orgId, data: { requireTwoFactor: true } });
    expect(withoutOwnFactor.status).toBe(403);
    expect(withoutOwnFactor.body.code).toBe("TWO_FACTOR_REQUIRED");
    expect(await required(orgId)).toBe(false);

    await turnOnTwoFactor(member.client, member.password);
    const byMember = await member.client.post("/organization/update", { organizationId: orgId, data: { requireTwoFactor: true } });
    expect(byMember.status).toBe(403);
    expect(byMember.body.code).toBe("ONLY_OWNERS_REQUIRE_TWO_FACTOR");

    const notBoolean = await owner.client.post("/organization/update", { organizationId: orgId, data: { requireTwoFactor: "yes" } });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.code).toBe("VALIDATION_ERROR");

    await turnOnTwoFactor(owner.client, owner.password);
    const switched = await owner.client.post("/organization/update", { organizationId: orgId, data: { requireTwoFactor: true } });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(await required(orgId)).toBe(true);
  });

  it("a member without a second factor gets 403 TWO_FACTOR_REQUIRED from its calls, but may still leave", async () => {
    const { owner, orgId } = await ownedOrganization();
    const member = await join(owner.client, orgId);
    await turnOnTwoFactor(owner.client, owner.password);
    expect((await owner.client.post("/organization/update", { organizationId: orgId, data: { requireTwoFactor: true } })).status).toBe(200);

    const listed = await member.client.get(`/organization/list-members?organizationId=${orgId}`);
    expect(listed.status).toBe(403);
    expect(listed.body.code).toBe("TWO_FACTOR_REQUIRED");
    const full = await member.client.get(`/organization/get-full-organization?organizationId=${orgId}`);
    expect(full.status).toBe(403);
    // The owner, who has one, is served.
    expect((await owner.client.get(`/organization/list-members?organizationId=${orgId}`)).status).toBe(200);

    // Once the member turns it on, the organization answers them.
    const other = await join(owner.client, orgId);
    await turnOnTwoFactor(member.client, member.password);
    expect((await member.client.get(`/organization/list-members?organizationId=${orgId}`)).status).toBe(200);
    expect((await other.client.post("/organization/leave", { organizationId: orgId })).status).toBe(200);
  });
});
