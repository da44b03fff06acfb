import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { verification } from "@/db/schema";
import { auth } from "@/lib/auth/server/auth";
import { TRUSTED_DEVICE_PREFIX, TWO_FACTOR_PLUGIN_ID } from "@/lib/auth/internals/two-factor";
import { authPath, mailCount, nextMailTo } from "../support/accounts";
import { TestClient, verifiedUser } from "../support/client";
import { turnOnTwoFactor } from "../support/two-factor";

/**
 * Tripwires for what lib/auth/internals/ relies on in better-auth: each fails when the installed version stops
 * doing what the app's own code assumes, before the app silently stops protecting anyone.
 */
describe("better-auth internals the two-step sign-in relies on", () => {
  it("the two-factor plugin guards password sign-in with an after-hook, and not the other ways in", async () => {
    const ctx = await auth.$context;
    const plugin = ctx.getPlugin(TWO_FACTOR_PLUGIN_ID) as unknown as { hooks: { after: { matcher: (c: { path: string }) => boolean }[] } };
    const guards = (path: string) => plugin.hooks.after.filter((h) => h.matcher({ path })).length;
    expect(guards("/sign-in/email")).toBe(1);
    // If the plugin starts guarding these itself, lib/auth/two-factor/every-path.ts steps aside (guardedByPlugin).
    expect(guards("/magic-link/verify")).toBe(0);
    expect(guards("/callback/oidc")).toBe(0);
  });

  it("a sign-in waiting for its second step is a signed two_factor cookie naming a stored challenge whose value is the user", async () => {
    const user = await verifiedUser();
    await turnOnTwoFactor(user.client, user.password);
    const client = new TestClient();
    await client.post("/sign-in/email", { email: user.email, password: user.password });
    const signed = decodeURIComponent(client.cookies.get("better-auth.two_factor") ?? "");
    const identifier = signed.slice(0, signed.lastIndexOf("."));
    const [row] = await db.select().from(verification).where(eq(verification.identifier, identifier));
    expect(row?.value).toBe(user.user.id);
  });

  it("a trusted device is a stored record named trust-device-… whose value is the user", async () => {
    const user = await verifiedUser();
    const { app } = await turnOnTwoFactor(user.client, user.password);
    const client = new TestClient();
    await client.post("/sign-in/email", { email: user.email, password: user.password });
    expect((await client.post("/two-factor/verify-totp", { code: app.code(1), trustDevice: true })).status).toBe(200);
    const rows = await db
      .select()
      .from(verification)
      .where(like(verification.identifier, `${TRUSTED_DEVICE_PREFIX}%`));
    expect(rows.map((r) => r.value)).toContain(user.user.id);
  });

  it("a password-reset token is a stored record reset-password:<token> whose value is the user", async () => {
    const user = await verifiedUser();
    const before = await mailCount(user.email);
    await new TestClient().post("/request-password-reset", { email: user.email, redirectTo: "/reset-password" });
    const link = authPath((await nextMailTo(user.email, before)).link!);
    const token = link.match(/reset-password\/([^/?]+)/)![1];
    const [row] = await db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`));
    expect(row?.value).toBe(user.user.id);
  });
});
