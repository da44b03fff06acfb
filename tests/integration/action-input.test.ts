import { vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-request"));
vi.mock("next-intl/server", () => import("../support/next-request"));

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { user } from "@/db/schema";
import * as account from "@/lib/account/actions";
import { listDomains } from "@/lib/auth/sso/domains";
import * as sso from "@/lib/auth/sso/actions";
import * as organization from "@/lib/organization/actions";
import * as webhooks from "@/lib/webhooks/actions";
import { actAs } from "../support/next-request";
import { ownerWithOrganization } from "../support/sso";

/**
 * A server action is a public endpoint: whatever a form sends, a script can send anything. Text that could not be
 * stored as sent (NUL, which PostgreSQL refuses, failing the query; a lone surrogate, which the driver stores as
 * U+FFFD; other control characters) is refused as bad input by every action, whichever field holds it.
 */
describe("a server action's input", () => {
  it("is refused as VALIDATION_ERROR when a field holds text that could not be stored, and nothing changes", async () => {
    const { owner, orgId } = await ownerWithOrganization();
    actAs(owner.client);
    const [before] = await db.select({ name: user.name }).from(user).where(eq(user.id, owner.user.id));
    const bad = ["a\u0000b", "a\uD800b", "a\u001Bb"];
    const calls = bad.flatMap((text) => [
      () => account.revokeSessionAction({ id: text }),
      () => account.updateProfileAction({ name: text, image: "" }),
      () => organization.findTeamCandidatesAction({ organizationId: orgId, teamId: "team", search: text }),
      () => organization.findTeamCandidatesAction({ organizationId: text, teamId: "team", search: "" }),
      () => sso.claimDomainAction({ organizationId: orgId, domain: `example.org${text}` }),
      () => sso.checkDomainAction({ organizationId: orgId, domainId: text }),
      () => sso.updateConnectionAction({ organizationId: orgId, providerId: text, enabled: false }),
      () => webhooks.rotateSecretAction({ organizationId: orgId, id: text }),
      () => webhooks.deleteEndpointAction({ organizationId: text, id: "endpoint" }),
    ]);
    for (const call of calls) expect(await call()).toMatchObject({ ok: false, code: "VALIDATION_ERROR" });
    const [after] = await db.select({ name: user.name }).from(user).where(eq(user.id, owner.user.id));
    expect(after.name).toBe(before.name);
    expect(await listDomains(orgId)).toEqual([]);
  });

  it("still takes tabs and line breaks, which free text may hold", async () => {
    const { owner, orgId } = await ownerWithOrganization();
    actAs(owner.client);
    expect(await sso.claimDomainAction({ organizationId: orgId, domain: "\tlines.example.org\r\n" })).toEqual({ ok: true });
    expect((await listDomains(orgId)).map((row) => row.domain)).toEqual(["lines.example.org"]);
  });
});
