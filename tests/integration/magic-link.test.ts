import { like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { verification } from "@/db/schema";
import { accountsOf, authPath, findUserByEmail, mailCount, nextMailTo, sessionTokens } from "../support/accounts";
import { BASE, lastMailTo, TestClient, uniqueEmail, verifiedUser } from "../support/client";

async function requestLink(client: TestClient, email: string, body: Record<string, unknown> = {}) {
  const before = await mailCount(email);
  const res = await client.post("/sign-in/magic-link", { email, ...body });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: true });
  return nextMailTo(email, before);
}

describe("magic link", () => {
  it("mails an unknown address a link; opening it creates a verified account and a session", async () => {
    const email = uniqueEmail("MaGiC"); // mixed case: the account stores it lower-cased
    const client = new TestClient();
    const mail = await requestLink(client, email, { callbackURL: "/dashboard", name: "Mia" });
    expect(mail.subject).toBe("Your sign-in link");
    const link = new URL(mail.link!);
    expect(`${link.origin}${link.pathname}`).toBe(`${BASE}/api/auth/magic-link/verify`);
    expect(await findUserByEmail(email)).toBeUndefined(); // nothing exists before the link is opened

    const opened = await client.get(authPath(mail.link!));
    expect(opened.status).toBe(302);
    expect(new URL(opened.location!, BASE).pathname).toBe("/dashboard");
    const created = await findUserByEmail(email);
    expect(created).toMatchObject({ email: email.toLowerCase(), emailVerified: true, name: "Mia" });
    expect((await accountsOf(created!.id)).find((a) => a.providerId === "credential")).toBeUndefined();

    const session = await client.get("/get-session?disableCookieCache=true");
    expect(session.body.user).toMatchObject({ id: created!.id, email: email.toLowerCase() });
    expect(await sessionTokens(created!.id)).toEqual([session.body.session.token]);
  });

  it("sends a new user to newUserCallbackURL and a known one to callbackURL", async () => {
    const email = uniqueEmail("newcomer");
    const first = new TestClient();
    const mail = await requestLink(first, email, { callbackURL: "/home", newUserCallbackURL: "/welcome" });
    expect(new URL((await first.get(authPath(mail.link!))).location!, BASE).pathname).toBe("/welcome");

    const second = new TestClient();
    const again = await requestLink(second, email, { callbackURL: "/home", newUserCallbackURL: "/welcome" });
    expect(new URL((await second.get(authPath(again.link!))).location!, BASE).pathname).toBe("/home");
  });

  it("signs an existing password user in without touching the password", async () => {
    const user = await verifiedUser();
    const client = new TestClient();
    const mail = await requestLink(client, user.email, { callbackURL: "/" });
    expect((await client.get(authPath(mail.link!))).status).toBe(302);
    expect((await client.get("/get-session")).body.user.id).toBe(user.user.id);
    expect((await new TestClient().post("/sign-in/email", { email: user.email, password: user.password })).status).toBe(200);
  });

  it("refuses a link used twice", async () => {
    const email = uniqueEmail("twice");
    const client = new TestClient();
    const mail = await requestLink(client, email, { callbackURL: "/", errorCallbackURL: "/sign-in" });
    expect((await client.get(authPath(mail.link!))).status).toBe(302);

    const thief = new TestClient();
    const reused = await thief.get(authPath(mail.link!));
    expect(reused.status).toBe(302);
    const target = new URL(reused.location!, BASE);
    expect(target.pathname).toBe("/sign-in");
    expect(target.searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(thief.cookies.size).toBe(0);
    expect((await thief.get("/get-session")).body).toBeNull();
  });

  it("refuses an expired link and creates nothing", async () => {
    const email = uniqueEmail("expired");
    const client = new TestClient();
    const mail = await requestLink(client, email, { callbackURL: "/" });
    await db
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(like(verification.value, `%${email}%`));

    const opened = await client.get(authPath(mail.link!));
    expect(opened.status).toBe(302);
    expect(new URL(opened.location!, BASE).searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(await findUserByEmail(email)).toBeUndefined();
    expect(client.cookies.size).toBe(0);
  });

  it("refuses a made-up token", async () => {
    const client = new TestClient();
    const res = await client.get(`/magic-link/verify?token=${"z".repeat(32)}&callbackURL=/`);
    expect(res.status).toBe(302);
    expect(new URL(res.location!, BASE).searchParams.get("error")).toBe("INVALID_TOKEN");
  });

  it("each link of several requests works once", async () => {
    const email = uniqueEmail("two-links");
    const client = new TestClient();
    const first = await requestLink(client, email, { callbackURL: "/" });
    const second = await requestLink(client, email, { callbackURL: "/" });
    expect(second.link).not.toBe(first.link);
    expect((await lastMailTo(email)).link).toBe(second.link);
    for (const mail of [second, first]) {
      const opener = new TestClient();
      expect(new URL((await opener.get(authPath(mail.link!))).location!, BASE).searchParams.get("error")).toBeNull();
      expect(new URL((await opener.get(authPath(mail.link!))).location!, BASE).searchParams.get("error")).toBe("INVALID_TOKEN");
    }
  });
});
