import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { session } from "@/db/schema";
import { verifiedUser } from "../support/client";

// A refused organization request changes nothing. better-auth clears the active organization
// before it checks membership in set-active; the request's transaction must roll that back.
describe("a refused organization request is rolled back", () => {
  it("set-active on someone else's organization is refused and the active organization stays", async () => {
    const owner = await verifiedUser();
    const outsider = await verifiedUser();
    const mine = await outsider.client.post("/organization/create", { name: "Mine", slug: `mine-${Date.now().toString(36)}` });
    const theirs = await owner.client.post("/organization/create", { name: "Theirs", slug: `theirs-${Date.now().toString(36)}` });
    expect(mine.status).toBe(200);
    const before = await outsider.client.get("/get-session?disableCookieCache=true");
    expect(before.body.session.activeOrganizationId).toBe(mine.body.id);

    const refused = await outsider.client.post("/organization/set-active", { organizationId: theirs.body.id });
    expect(refused.status).toBe(403);

    const after = await outsider.client.get("/get-session?disableCookieCache=true");
    expect(after.body.session.activeOrganizationId).toBe(mine.body.id);
    const [row] = await db
      .select({ active: session.activeOrganizationId })
      .from(session)
      .where(eq(session.token, after.body.session.token));
    expect(row.active).toBe(mine.body.id);
  });
});
