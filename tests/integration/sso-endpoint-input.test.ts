import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { ssoProvider } from "@/db/schema";
import { connectionByProviderId } from "@/lib/auth/sso/connections";
import { ownerWithOrganization } from "../support/sso";

const oidc = { clientId: "c", clientSecret: "s", skipDiscovery: true, authorizationEndpoint: "https://idp.example.com/authorize" };
const saml = { entryPoint: "https://idp.example.com/sso", cert: "MIIB", idpMetadata: { entityID: "https://idp.example.com" } };

/**
 * /sso/register and /sso/update-provider called directly, as an owner's script would: the setup screen's rules hold
 * there too, and a refused body changes nothing.
 */
describe("the SSO plugin's endpoints, called directly", () => {
  it("refuse what the setup screen would not make, naming the field, and register nothing", async () => {
    const { owner, orgId } = await ownerWithOrganization();
    const body = (changes: Record<string, unknown>) => ({
      providerId: `direct-${randomUUID().slice(0, 8)}`,
      issuer: "https://idp.example.com",
      domain: "direct.example",
      organizationId: orgId,
      oidcConfig: oidc,
      ...changes,
    });
    const refused: [Record<string, unknown>, string][] = [
      [{ providerId: "" }, "providerId"],
      [{ providerId: "has spaces/and slashes" }, "providerId"],
      [{ providerId: "p".repeat(101) }, "providerId"],
      [{ domain: "" }, "domain"],
      [{ domain: "not a domain" }, "domain"],
      [{ domain: "javascript:alert(1)" }, "domain"],
      [{ domain: `${"x".repeat(300)}.example` }, "domain"],
      [{ issuer: "javascript:alert(1)" }, "issuer"],
      [{ oidcConfig: { ...oidc, clientId: " " } }, "oidcConfig.clientId"],
      [{ oidcConfig: { ...oidc, tokenEndpoint: `https://idp.example.com/${"t".repeat(3000)}` } }, "oidcConfig.tokenEndpoint"],
      [{ oidcConfig: undefined, samlConfig: { ...saml, entryPoint: "javascript:alert(document.cookie)//" } }, "samlConfig.entryPoint"],
      [
        { oidcConfig: undefined, samlConfig: { ...saml, idpMetadata: { metadata: '<!DOCTYPE x [<!ENTITY a "b">]><x/>' } } },
        "samlConfig.idpMetadata.metadata",
      ],
    ];
    for (const [changes, field] of refused) {
      const res = await owner.client.post("/sso/register", body(changes));
      expect([res.status, res.body.code], JSON.stringify(changes).slice(0, 80)).toEqual([400, "VALIDATION_ERROR"]);
      expect(res.body.message).toMatch(new RegExp(`^\\[body\\.${field.replaceAll(".", "\\.")}\\] `));
    }
    const rows = await db.select({ n: count() }).from(ssoProvider).where(eq(ssoProvider.organizationId, orgId));
    expect(rows[0]!.n).toBe(0);

    // Domains as a person types them are stored as the screen stores them.
    const made = body({ domain: "Direct.EXAMPLE, @sub.direct.example" });
    expect((await owner.client.post("/sso/register", made)).status).toBe(200);
    expect((await connectionByProviderId(made.providerId as string))?.domain).toBe("direct.example,sub.direct.example");
  });

  it("a change that breaks a rule is refused (a requireSso of null was a 500) and the connection stays as it was", async () => {
    const { owner, orgId } = await ownerWithOrganization();
    const providerId = `direct-${randomUUID().slice(0, 8)}`;
    const registered = await owner.client.post("/sso/register", {
      providerId,
      issuer: "https://idp.example.com",
      domain: "kept.example",
      organizationId: orgId,
      samlConfig: saml,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const before = await connectionByProviderId(providerId);
    for (const changes of [
      { requireSso: null },
      { requireSso: "yes" },
      { domain: "not a domain" },
      { issuer: "ftp://idp.example.com" },
      { samlConfig: { entryPoint: "javascript:alert(1)//" } },
    ]) {
      const res = await owner.client.post("/sso/update-provider", { providerId, ...changes });
      expect([res.status, res.body.code], JSON.stringify(changes)).toEqual([400, "VALIDATION_ERROR"]);
    }
    expect(await connectionByProviderId(providerId)).toEqual(before);
    const changed = await owner.client.post("/sso/update-provider", { providerId, requireSso: true, domain: "KEPT.example" });
    expect(changed.status).toBe(200);
    expect(await connectionByProviderId(providerId)).toMatchObject({ requireSso: true, domain: "kept.example" });
  });
});
