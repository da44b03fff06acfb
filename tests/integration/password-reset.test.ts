import { and, eq, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { verification } from "@/db/schema";
import { authPath, findSession, nextMailTo, settledMailCount } from "../support/accounts";
import { BASE, mailsTo, TestClient, uniqueEmail, verifiedUser } from "../support/client";

const REPLY = "If this email exists in our system, check your email for the reset link";

/** Requests a reset mail for a user and returns the link and the token it carries. */
async function requestReset(client: TestClient, email: string, path = "/request-password-reset", redirectTo = "/reset-password") {
  const before = (await mailsTo(email)).length;
  const res = await client.post(path, { email, redirectTo });
  expect(res.status).toBe(200);
  const mail = await nextMailTo(email, before);
  const link = new URL(mail.link!);
  const token = link.pathname.split("/").pop()!;
  return { res, mail, link, token };
}

describe("password reset", () => {
  let alice: Awaited<ReturnType<typeof verifiedUser>>;
  beforeAll(async () => {
    alice = await verifiedUser();
  });

  for (const path of ["/request-password-reset", "/forget-password"]) {
    it(`${path} replies the same for a known and an unknown address, and mails only the known one`, async () => {
      const client = new TestClient();
      const known = await requestReset(client, alice.email, path);
      expect(known.res.body).toEqual({ status: true, message: REPLY });
      expect(known.mail.subject).toBe("Reset your password");
      expect(known.link.origin).toBe(BASE);
      expect(known.link.pathname).toMatch(/^\/api\/auth\/reset-password\/[^/]+$/);
      expect(known.link.searchParams.get("callbackURL")).toBe("/reset-password");
      expect(known.token).toMatch(/^[A-Za-z0-9]{24}$/);

      const stranger = uniqueEmail("nobody");
      const unknown = await client.post(path, { email: stranger, redirectTo: "/reset-password" });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual({ status: true, message: REPLY });
      expect(await settledMailCount(stranger)).toBe(0);
    });
  }

  it("GET /reset-password/{token} redirects to the callback with the token, or with error=INVALID_TOKEN", async () => {
    const client = new TestClient();
    const { token, mail } = await requestReset(client, alice.email);

    const ok = await client.get(authPath(mail.link!));
    expect(ok.status).toBe(302);
    const target = new URL(ok.location!, BASE);
    expect(target.pathname).toBe("/reset-password");
    expect(target.searchParams.get("token")).toBe(token);
    expect(target.searchParams.get("error")).toBeNull();

    const bad = await client.get(`/reset-password/${"x".repeat(24)}?callbackURL=/reset-password`);
    expect(bad.status).toBe(302);
    const badTarget = new URL(bad.location!, BASE);
    expect(badTarget.pathname).toBe("/reset-password");
    expect(badTarget.searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(badTarget.searchParams.get("token")).toBeNull();
  });

  it("POST /reset-password sets the new password once: the old one fails, the new one works, the token is spent", async () => {
    const user = await verifiedUser("old-password-123");
    const client = new TestClient();
    const { token } = await requestReset(client, user.email);

    const reset = await client.post("/reset-password", { newPassword: "new-password-456", token });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ status: true });

    const oldLogin = await new TestClient().post("/sign-in/email", { email: user.email, password: "old-password-123" });
    expect(oldLogin.status).toBe(401);
    expect(oldLogin.body.message).toBe("Invalid email or password");
    const newLogin = await new TestClient().post("/sign-in/email", { email: user.email, password: "new-password-456" });
    expect(newLogin.status).toBe(200);

    const again = await client.post("/reset-password", { newPassword: "third-password-789", token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("invalid token");
    const stillNew = await new TestClient().post("/sign-in/email", { email: user.email, password: "new-password-456" });
    expect(stillNew.status).toBe(200);

    // The link is dead too once the token is used.
    const link = await client.get(`/reset-password/${token}?callbackURL=/reset-password`);
    expect(new URL(link.location!, BASE).searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(await findSession(newLogin.body.token)).toBeDefined();
  });

  it("takes the token from the query as well, and checks the new password's length", async () => {
    const client = new TestClient();
    const { token } = await requestReset(client, alice.email);
    const short = await client.post(`/reset-password?token=${token}`, { newPassword: "short" });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password too short");
    const ok = await client.post(`/reset-password?token=${token}`, { newPassword: "query-token-password" });
    expect(ok.status).toBe(200);
    alice.password = "query-token-password";
    expect((await new TestClient().post("/sign-in/email", { email: alice.email, password: alice.password })).status).toBe(200);
  });

  it("refuses an expired token, on the link and on the reset", async () => {
    const user = await verifiedUser("expiring-password-1");
    const client = new TestClient();
    const { token } = await requestReset(client, user.email);
    await db
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(verification.value, user.user.id), like(verification.identifier, "reset-password:%")));

    const link = await client.get(`/reset-password/${token}?callbackURL=/reset-password`);
    expect(new URL(link.location!, BASE).searchParams.get("error")).toBe("INVALID_TOKEN");
    const reset = await client.post("/reset-password", { newPassword: "too-late-password", token });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe("invalid token");
    expect((await new TestClient().post("/sign-in/email", { email: user.email, password: "expiring-password-1" })).status).toBe(200);
  });

  it("refuses a reset without a token or with an unknown one", async () => {
    const client = new TestClient();
    const none = await client.post("/reset-password", { newPassword: "whatever-password" });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("invalid token");
    const unknown = await client.post("/reset-password", { newPassword: "whatever-password", token: "y".repeat(24) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("invalid token");
  });
});
