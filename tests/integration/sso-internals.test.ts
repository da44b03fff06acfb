import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { auth } from "@/lib/auth/server/auth";
import { SSO_CALLBACK_PATHS, setConnectionsDomainVerified, ssoCallbackProviderId } from "@/lib/auth/internals/sso";
import { connectionByProviderId, updateConnectionSettings } from "@/lib/auth/sso/connections";
import { TestClient } from "../support/client";
import { ownerWithOrganization } from "../support/sso";

/** Tripwires of lib/auth/internals/sso.ts: what the app assumes of @better-auth/sso beyond its options. */
describe("@better-auth/sso internals the app relies on", () => {
  it("names its callbacks by these route patterns", () => {
    const api = auth.api as unknown as Record<string, { path?: string }>;
    expect([api.callbackSSO?.path, api.acsEndpoint?.path]).toEqual([...SSO_CALLBACK_PATHS]);
    expect(ssoCallbackProviderId({ path: "/sso/callback/:providerId", params: { providerId: "p" } })).toBe("p");
    expect(ssoCallbackProviderId({ path: "/sso/register", params: { providerId: "p" } })).toBeNull();
  });

  it("signs in through a connection only while its domainVerified flag is set", async () => {
    const { owner, orgId } = await ownerWithOrganization();
    const providerId = `tripwire-${randomUUID().slice(0, 8)}`;
    const registered = await owner.client.post("/sso/register", {
      providerId,
      issuer: "https://sp.tripwire.example/metadata",
      domain: "tripwire.example",
      organizationId: orgId,
      samlConfig: {
        entryPoint: "https://idp.tripwire.example/sso",
        cert: "MIIB",
        idpMetadata: { entityID: "https://idp.tripwire.example" },
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    await updateConnectionSettings(providerId, { enabled: true });
    const row = (await connectionByProviderId(providerId))!;

    const refused = await new TestClient().post("/sign-in/sso", { providerId, callbackURL: "/" });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe("Provider domain has not been verified");

    await setConnectionsDomainVerified([row.id], true);
    const started = await new TestClient().post("/sign-in/sso", { providerId, callbackURL: "/" });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.url.startsWith("https://idp.tripwire.example/sso?SAMLRequest=")).toBe(true);
  });
});
