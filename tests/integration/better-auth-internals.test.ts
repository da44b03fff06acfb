import { and, count, eq } from "drizzle-orm";
import { betterAuth } from "better-auth";
import { memoryAdapter } from "better-auth/adapters/memory";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { team, teamMember, verification } from "@/db/schema";
import { auth } from "@/lib/auth/server/auth";
import { changeEmailTokenTarget, legacyChangeEmailToken, VERIFY_EMAIL_PATH } from "@/lib/auth/internals/change-email";
import { DELETE_ACCOUNT_PREFIX, issueDeleteAccountToken } from "@/lib/auth/internals/delete-account";
import { SESSION_ENTRY_KEY, VERIFICATION_KEY_PREFIX } from "@/lib/auth/internals/secondary-storage";
import { ORGANIZATION_UPDATE_FIELDS, organizationPluginOptions } from "@/lib/auth/internals/organization";
import { teamMemberCount, teamMembershipKey } from "@/lib/auth/internals/team-membership";
import { isInvalidEmailValidation } from "@/lib/auth/internals/validation-message";
import { ageSessions, authPath, findUser, nextMailTo } from "../support/accounts";
import { BASE, mailsTo, uniqueEmail, verifiedUser } from "../support/client";

/**
 * Tripwires for lib/auth/internals/ (its README lists them): each exercises the installed better-auth through its
 * real handler and fails when it stops doing what the app's named function assumes. The two-step sign-in's are in
 * ./two-factor-internals.test.ts, the copied handler's in ./auth-handler.test.ts, the cookie formats' in
 * ./session-fast-path.test.ts.
 */

type HookContext = Parameters<typeof issueDeleteAccountToken>[0];
const json = { "content-type": "application/json", origin: BASE };
const DAY = 24 * 3600; // SESSION_FRESH_AGE's default

describe("better-auth internals beside the two-step sign-in", () => {
  it("an account-deletion token is a stored record delete-account-<token> whose value is the user, and one made so deletes", async () => {
    const mailed = await verifiedUser();
    await ageSessions(mailed.user.id, DAY + 60); // stale: better-auth mails the token
    const before = (await mailsTo(mailed.email)).length;
    expect((await mailed.client.post("/delete-user", {})).status).toBe(200);
    const token = new URL((await nextMailTo(mailed.email, before)).link!).searchParams.get("token")!;
    expect(token).toMatch(/^[0-9a-z]{32}$/);
    const [row] = await db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `${DELETE_ACCOUNT_PREFIX}${token}`));
    expect(row?.value).toBe(mailed.user.id);

    // The token the app makes itself is taken by better-auth's own token path.
    const target = await verifiedUser();
    const made = await issueDeleteAccountToken({ context: await auth.$context } as unknown as HookContext, target.user.id, 60);
    expect((await target.client.post("/delete-user", { token: made })).status).toBe(200);
    expect(await findUser(target.user.id)).toBeUndefined();
  });

  it("a team membership stores the key the console computes, and the member count the console recounts", async () => {
    const owner = await verifiedUser();
    const slug = `internals-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
    const org = await owner.client.post("/organization/create", { name: "Internals", slug });
    expect(org.status).toBe(200);
    const created = await owner.client.post("/organization/create-team", { name: "Keyed", organizationId: org.body.id });
    expect(created.status).toBe(200);
    const teamId = created.body.id as string;
    const added = await owner.client.post("/organization/add-team-member", { teamId, userId: owner.user.id, organizationId: org.body.id });
    expect(added.status).toBe(200);
    const [row] = await db
      .select({ membershipKey: teamMember.membershipKey })
      .from(teamMember)
      .where(and(eq(teamMember.teamId, teamId), eq(teamMember.userId, owner.user.id)));
    expect(row?.membershipKey).toBe(teamMembershipKey(teamId, owner.user.id));
    const [{ kept, recounted }] = await db
      .select({ kept: team.memberCount, recounted: teamMemberCount(teamId) })
      .from(team)
      .where(eq(team.id, teamId));
    const [{ n }] = await db.select({ n: count() }).from(teamMember).where(eq(teamMember.teamId, teamId));
    expect(n).toBe(1);
    expect(kept).toBe(n);
    expect(recounted).toBe(n);
  });

  it("/change-email is the app's, and /verify-email's legacy branch sets the address, resets emailVerified and mails the new one", async () => {
    const user = await verifiedUser();
    const newEmail = uniqueEmail("legacy");
    // The app's endpoint replaced better-auth's: its link carries the untyped token.
    expect((await user.client.post("/change-email", { newEmail })).status).toBe(200);
    const link = (await nextMailTo(newEmail, 0)).link!;
    expect(link.startsWith(`${BASE}/api/auth${VERIFY_EMAIL_PATH}?token=`)).toBe(true);
    const mailedToken = new URL(link).searchParams.get("token")!;
    const secret = (await auth.$context).secret;
    expect(await changeEmailTokenTarget(mailedToken, secret)).toEqual({
      updateTo: newEmail,
      from: user.user.email,
      fromVerified: true,
      userId: user.user.id,
      issuedAt: expect.any(Number),
    });
    // Issued now, to the second (a cut-off after an undone change compares it with a time).
    expect(Math.abs((await changeEmailTokenTarget(mailedToken, secret))!.issuedAt - Date.now())).toBeLessThan(60_000);
    expect(JSON.parse(Buffer.from(mailedToken.split(".")[1], "base64url").toString())).not.toHaveProperty("requestType");

    // A token made by the named function, opened by better-auth's /verify-email.
    const other = uniqueEmail("legacy");
    const token = await legacyChangeEmailToken(secret, user.user, other);
    const opened = await user.client.get(`${VERIFY_EMAIL_PATH}?token=${token}`);
    expect(opened.status).toBe(200);
    expect(await findUser(user.user.id)).toMatchObject({ email: other, emailVerified: false });
    const verify = await nextMailTo(other, 0);
    expect(authPath(verify.link!).startsWith(`${VERIFY_EMAIL_PATH}?token=`)).toBe(true);
  });

  it("a malformed address is refused with the English sentence the app's matcher knows", async () => {
    const user = await verifiedUser();
    const signIn = await auth.handler(
      new Request(`${BASE}/api/auth/sign-in/email`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email: "not-an-address", password: "whatever-password" }),
      }),
    );
    const change = await auth.handler(
      new Request(`${BASE}/api/auth/change-email`, {
        method: "POST",
        headers: { ...json, cookie: user.client.cookieHeader() },
        body: JSON.stringify({ newEmail: "not-an-address" }),
      }),
    );
    for (const [label, res] of [
      ["sign-in", signIn],
      ["change-email", change],
    ] as const) {
      expect(res.status, label).toBe(400);
      // The app's after-hook (toSpecError) has already rewritten what isInvalidEmailValidation recognised; an
      // unrecognised sentence would arrive here as VALIDATION_ERROR with better-auth's new wording.
      expect(await res.json(), label).toEqual({ code: "INVALID_EMAIL", message: "Invalid email" });
    }
    expect(isInvalidEmailValidation({ code: "VALIDATION_ERROR", message: "[body.email] Invalid email address" })).toBe(true);
  });

  it("the organization plugin keeps its options on itself, and /organization/update takes exactly the fields the app lets through", async () => {
    const options = organizationPluginOptions({ context: await auth.$context } as unknown as HookContext);
    // The settings the app's own checks follow (lib/organization/last-team.ts, update-data.ts).
    expect(options?.teams?.enabled).toBe(true);
    expect(options).toHaveProperty("teams.allowRemovingAllTeams");
    const additional = Object.keys(options?.schema?.organization?.additionalFields ?? {});
    const body = auth.api.updateOrganization.options.body as unknown as { shape: { data: { unwrap?: () => unknown; shape?: object } } };
    const data = (body.shape.data.shape ?? (body.shape.data.unwrap?.() as { shape: object }).shape) as object;
    expect(Object.keys(data).sort()).toEqual([...ORGANIZATION_UPDATE_FIELDS, ...additional].sort());
  });

  it("secondary storage keys a session by its raw token, and verification values by verification:<identifier>", async () => {
    // A bare better-auth on memory, with a recording secondary storage (the app's own uses Redis only with REDIS_URL).
    const written = new Map<string, string>();
    const storage = {
      get: async (key: string) => written.get(key) ?? null,
      set: async (key: string, value: string) => void written.set(key, value),
      delete: async (key: string) => void written.delete(key),
      getAndDelete: async (key: string) => {
        const value = written.get(key) ?? null;
        written.delete(key);
        return value;
      },
      increment: async (key: string) => {
        const next = Number(written.get(key) ?? 0) + 1;
        written.set(key, String(next));
        return next;
      },
    };
    const bare = betterAuth({
      baseURL: BASE,
      secret: "a-secret-only-for-this-tripwire-0123456789",
      database: memoryAdapter({ user: [], session: [], account: [], verification: [] }),
      secondaryStorage: storage,
      emailAndPassword: { enabled: true, sendResetPassword: async () => undefined },
    });
    const email = uniqueEmail("storage");
    const signUp = await bare.api.signUpEmail({ body: { email, password: "a-long-password-1", name: "Stored" } });
    await bare.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } });
    const keys = [...written.keys()];
    expect(signUp.token).toMatch(SESSION_ENTRY_KEY);
    expect(keys).toContain(signUp.token);
    expect(keys.some((key) => key.startsWith(`${VERIFICATION_KEY_PREFIX}reset-password:`))).toBe(true);
    // Anything else has a prefix that is neither (active-sessions-<userId>, ...).
    for (const key of keys.filter((k) => k !== signUp.token && !k.startsWith(VERIFICATION_KEY_PREFIX))) {
      expect(key, key).not.toMatch(SESSION_ENTRY_KEY);
    }
  });

  it("a before-hook's in-place change of the body is what the endpoint reads (the spec's providerId body for tokens)", async () => {
    const user = await verifiedUser();
    // The hook turns {providerId} into {accountId} in place; the endpoint's strict schema would refuse providerId.
    const res = await user.client.post("/get-access-token", { providerId: "credential" });
    // Reached the endpoint with the credential account's row id: its own refusal, not the schema's.
    expect(res.body.code).toBe("PROVIDER_NOT_SUPPORTED");
  });
});
