import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { account } from "@/db/schema";
import { accountsOf, ageSessions, SESSION_DATA_COOKIE } from "../support/accounts";
import { TestClient, verifiedUser } from "../support/client";

/** A linked provider account, as a social sign-in would have stored it. */
async function linkFake(userId: string, providerId: string, accountId: string, scope = "read:user,user:email") {
  const id = randomUUID();
  await db
    .insert(account)
    .values({ id, userId, providerId, accountId, scope, accessToken: "secret-access", refreshToken: "secret-refresh" });
  return id;
}

describe("/list-accounts", () => {
  it("lists the user's accounts with id, provider, accountId and scopes, and no secrets", async () => {
    const user = await verifiedUser();
    const other = await verifiedUser();
    const githubId = await linkFake(user.user.id, "github", "gh-1001");
    await linkFake(other.user.id, "github", "gh-2002");

    const res = await user.client.get("/list-accounts");
    expect(res.status).toBe(200);
    const list = res.body as Record<string, unknown>[];
    expect(list).toHaveLength(2);
    const credential = list.find((a) => a.providerId === "credential")!;
    expect(credential).toMatchObject({ provider: "credential", accountId: user.user.id, scopes: [] });
    const github = list.find((a) => a.providerId === "github")!;
    expect(github).toMatchObject({ id: githubId, provider: "github", accountId: "gh-1001", scopes: ["read:user", "user:email"] });
    for (const entry of list) {
      expect(typeof entry.createdAt).toBe("string");
      expect(typeof entry.updatedAt).toBe("string");
      for (const secret of ["password", "accessToken", "refreshToken", "idToken"]) expect(entry).not.toHaveProperty(secret);
    }
    expect(JSON.stringify(list)).not.toContain("secret-");
  });

  it("needs a session", async () => {
    expect((await new TestClient().get("/list-accounts")).status).toBe(401);
  });
});

describe("/unlink-account", () => {
  it("refuses the last account with 'You can't unlink your last account'", async () => {
    const user = await verifiedUser();
    const res = await user.client.post("/unlink-account", { providerId: "credential" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("You can't unlink your last account");
    expect(await accountsOf(user.user.id)).toHaveLength(1);
  });

  it("unlinks by providerId, then refuses the remaining last one", async () => {
    const user = await verifiedUser();
    await linkFake(user.user.id, "github", "gh-3003");
    const res = await user.client.post("/unlink-account", { providerId: "github" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    expect((await accountsOf(user.user.id)).map((a) => a.providerId)).toEqual(["credential"]);

    const last = await user.client.post("/unlink-account", { providerId: "credential" });
    expect(last.status).toBe(400);
    expect(last.body.message).toBe("You can't unlink your last account");
  });

  it("unlinking both accounts at once keeps one: the second is refused as the last", async () => {
    const user = await verifiedUser();
    await linkFake(user.user.id, "github", "gh-4004");
    // Each would see the other account still linked; the one that comes second now sees it gone.
    const both = await Promise.all(["github", "credential"].map((providerId) => user.client.post("/unlink-account", { providerId })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)!.body.message).toBe("You can't unlink your last account");
    expect(await accountsOf(user.user.id)).toHaveLength(1);
  });

  it("picks one of several accounts of a provider by the provider's accountId", async () => {
    const user = await verifiedUser();
    await linkFake(user.user.id, "github", "gh-first");
    await linkFake(user.user.id, "github", "gh-second");
    for (const accountId of [12345, null, ["gh-second"]]) {
      const bad = await user.client.post("/unlink-account", { providerId: "github", accountId });
      expect(bad.status, JSON.stringify(accountId)).toBe(400);
    }
    expect(await accountsOf(user.user.id)).toHaveLength(3);
    const res = await user.client.post("/unlink-account", { providerId: "github", accountId: "gh-second" });
    expect(res.status).toBe(200);
    const left = (await accountsOf(user.user.id)).map((a) => `${a.providerId}:${a.accountId}`).sort();
    expect(left).toEqual([`credential:${user.user.id}`, "github:gh-first"]);
  });

  it("answers 'Account not found' for a provider the user has not linked, and never touches another user's account", async () => {
    const victim = await verifiedUser();
    const attacker = await verifiedUser();
    await linkFake(victim.user.id, "github", "gh-victim");
    await linkFake(attacker.user.id, "discord", "dc-attacker");

    const missing = await attacker.client.post("/unlink-account", { providerId: "github" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Account not found");
    const foreign = await attacker.client.post("/unlink-account", { providerId: "github", accountId: "gh-victim" });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("Account not found");
    expect((await accountsOf(victim.user.id)).map((a) => a.providerId).sort()).toEqual(["credential", "github"]);
  });

  it("needs a fresh session ('Session is not fresh') and a session at all", async () => {
    const user = await verifiedUser();
    await linkFake(user.user.id, "github", "gh-stale");
    await ageSessions(user.user.id, 24 * 3600 + 60);
    user.client.cookies.delete(SESSION_DATA_COOKIE); // read the session as stored
    const stale = await user.client.post("/unlink-account", { providerId: "github" });
    expect(stale.status).toBe(403);
    expect(stale.body.message).toBe("Session is not fresh");
    expect(await accountsOf(user.user.id)).toHaveLength(2);

    const anonymous = await new TestClient().post("/unlink-account", { providerId: "github" });
    expect(anonymous.status).toBe(401);
  });
});
