import { describe, expect, it } from "vitest";
import { auth } from "@/lib/auth/server/auth";
import { accountsOf, findSession, magicLinkUser, sessionTokens, signIn } from "../support/accounts";
import { TestClient, verifiedUser } from "../support/client";

describe("/change-password", () => {
  it("refuses a wrong current password with 'Invalid password' and keeps the old one", async () => {
    const user = await verifiedUser();
    const res = await user.client.post("/change-password", { currentPassword: "not-my-password", newPassword: "brand-new-password" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid password");
    expect((await new TestClient().post("/sign-in/email", { email: user.email, password: user.password })).status).toBe(200);
    expect((await new TestClient().post("/sign-in/email", { email: user.email, password: "brand-new-password" })).status).toBe(401);
  });

  it("changes the password and keeps every session when revokeOtherSessions is not set", async () => {
    const user = await verifiedUser();
    const other = await signIn(user.email, user.password);
    const before = await sessionTokens(user.user.id);
    const res = await user.client.post("/change-password", { currentPassword: user.password, newPassword: "second-password-1" });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeNull();
    expect(res.body.user).toMatchObject({ id: user.user.id, email: user.email });
    expect(await sessionTokens(user.user.id)).toEqual(before);
    expect((await other.client.get("/get-session?disableCookieCache=true")).body.user.id).toBe(user.user.id);
    expect((await new TestClient().post("/sign-in/email", { email: user.email, password: user.password })).status).toBe(401);
    expect((await new TestClient().post("/sign-in/email", { email: user.email, password: "second-password-1" })).status).toBe(200);
  });

  it("with revokeOtherSessions revokes the other sessions and returns a new token for this one", async () => {
    const user = await verifiedUser();
    const current = await signIn(user.email, user.password);
    const other = await signIn(user.email, user.password);
    const res = await current.client.post("/change-password", {
      currentPassword: user.password,
      newPassword: "third-password-22",
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe("string");
    expect(res.body.token).not.toBe(current.token);
    expect(await sessionTokens(user.user.id)).toEqual([res.body.token]);
    expect(await findSession(current.token)).toBeUndefined();
    expect((await other.client.get("/get-session?disableCookieCache=true")).body).toBeNull();
    // The caller's cookie now carries the new session.
    const mine = await current.client.get("/get-session?disableCookieCache=true");
    expect(mine.body.session.token).toBe(res.body.token);
  });

  it("needs a session, and checks the new password's length", async () => {
    expect((await new TestClient().post("/change-password", { currentPassword: "a-password-1", newPassword: "b-password-2" })).status).toBe(
      401,
    );
    const user = await verifiedUser();
    const short = await user.client.post("/change-password", { currentPassword: user.password, newPassword: "short" });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password too short");
    const long = await user.client.post("/change-password", { currentPassword: user.password, newPassword: "x".repeat(129) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("Password too long");
  });

  it("tells a user without a password that there is no credential account", async () => {
    const { client } = await magicLinkUser();
    const res = await client.post("/change-password", { currentPassword: "anything-at-all", newPassword: "some-new-password" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Credential account not found");
  });
});

describe("/set-password", () => {
  it("is not reachable over HTTP", async () => {
    const { client } = await magicLinkUser();
    const res = await client.post("/set-password", { newPassword: "a-first-password" });
    expect(res.status).toBe(404);
  });

  it("lets a server action give a magic-link user a first password", async () => {
    const { client, email, user } = await magicLinkUser();
    expect((await accountsOf(user.id)).map((a) => a.providerId)).not.toContain("credential");
    const result = await auth.api.setPassword({
      body: { newPassword: "first-password-9" },
      headers: new Headers({ cookie: client.cookieHeader() }),
    });
    expect(result).toEqual({ status: true });
    const credential = (await accountsOf(user.id)).find((a) => a.providerId === "credential");
    expect(credential?.password).toBeTruthy();
    expect((await new TestClient().post("/sign-in/email", { email, password: "first-password-9" })).status).toBe(200);
  });

  it("refuses a user who already has a password with 'user already has a password'", async () => {
    const user = await verifiedUser();
    const call = auth.api.setPassword({
      body: { newPassword: "another-password-1" },
      headers: new Headers({ cookie: user.client.cookieHeader() }),
    });
    await expect(call).rejects.toMatchObject({ statusCode: 400, body: { message: "user already has a password" } });
    expect((await new TestClient().post("/sign-in/email", { email: user.email, password: user.password })).status).toBe(200);
  });

  it("needs a session", async () => {
    await expect(auth.api.setPassword({ body: { newPassword: "another-password-1" }, headers: new Headers() })).rejects.toMatchObject({
      statusCode: 401,
    });
  });
});
