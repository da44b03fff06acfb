import { eq } from "drizzle-orm";
import { createEmailVerificationToken } from "better-auth/api";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { user as userTable } from "@/db/schema";
import { authPath, findUser, nextMailTo, SESSION_DATA_COOKIE, settledMailCount, signIn } from "../support/accounts";
import { BASE, mailsTo, TestClient, uniqueEmail, verifiedUser } from "../support/client";

const SECRET = process.env.BETTER_AUTH_SECRET!;

/** Signs up without verifying; returns the address and the user id. */
async function unverifiedUser(password = "unverified-password") {
  const email = uniqueEmail("unverified");
  const res = await new TestClient().post("/sign-up/email", { email, password, name: "Unverified" });
  expect(res.status).toBe(200);
  await nextMailTo(email, 0);
  return { email, password, id: res.body.user.id as string };
}

describe("sign-in of an unverified user", () => {
  it("is refused with 403 'Email not verified' after a new verification mail is sent", async () => {
    const user = await unverifiedUser();
    const before = await mailsTo(user.email);
    const client = new TestClient();
    const res = await client.post("/sign-in/email", { email: user.email, password: user.password, callbackURL: "/welcome" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Email not verified");
    expect(client.cookies.size).toBe(0);

    const mail = await nextMailTo(user.email, before.length);
    expect(mail.subject).toBe("Verify your e-mail address");
    expect(mail.link).not.toBe(before[0].link);
    expect(new URL(mail.link!).searchParams.get("callbackURL")).toBe("/welcome");

    const opened = await client.get(authPath(mail.link!));
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/welcome");
    expect(await findUser(user.id)).toMatchObject({ emailVerified: true });
    // The link signs in, and the password works from now on.
    expect((await client.get("/get-session")).body.user.id).toBe(user.id);
    expect((await new TestClient().post("/sign-in/email", { email: user.email, password: user.password })).status).toBe(200);
  });

  it("a wrong password is refused without a mail", async () => {
    const user = await unverifiedUser();
    const before = (await mailsTo(user.email)).length;
    const res = await new TestClient().post("/sign-in/email", { email: user.email, password: "wrong-password-1" });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Invalid email or password");
    expect(await settledMailCount(user.email)).toBe(before);
  });
});

describe("/send-verification-email", () => {
  let verified: Awaited<ReturnType<typeof verifiedUser>>;
  beforeAll(async () => {
    verified = await verifiedUser();
  });

  it("signed in, refuses another address than the user's own and mails nothing", async () => {
    const other = await unverifiedUser();
    const before = (await mailsTo(other.email)).length;
    const res = await verified.client.post("/send-verification-email", { email: other.email });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Email mismatch");
    expect(await settledMailCount(other.email)).toBe(before);
  });

  it("signed in, refuses the user's own address once it is verified", async () => {
    const before = (await mailsTo(verified.email)).length;
    const res = await verified.client.post("/send-verification-email", { email: verified.email });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Email is already verified");
    expect(await settledMailCount(verified.email)).toBe(before);
  });

  it("signed in with an unverified own address, sends the mail", async () => {
    const user = await verifiedUser();
    await db.update(userTable).set({ emailVerified: false }).where(eq(userTable.id, user.user.id));
    user.client.cookies.delete(SESSION_DATA_COOKIE); // read the user as stored
    const before = (await mailsTo(user.email)).length;
    const res = await user.client.post("/send-verification-email", { email: user.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    expect((await nextMailTo(user.email, before)).subject).toBe("Verify your e-mail address");
  });

  it("signed out, answers the same for every address but mails only an unverified one", async () => {
    const pending = await unverifiedUser();
    const stranger = uniqueEmail("stranger");
    const client = new TestClient();
    const counts = { pending: (await mailsTo(pending.email)).length, verified: (await mailsTo(verified.email)).length };

    for (const email of [pending.email, verified.email, stranger]) {
      const res = await client.post("/send-verification-email", { email, callbackURL: "/welcome" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true });
    }
    const mail = await nextMailTo(pending.email, counts.pending);
    expect(new URL(mail.link!).searchParams.get("callbackURL")).toBe("/welcome");
    expect(await settledMailCount(verified.email)).toBe(counts.verified);
    expect(await settledMailCount(stranger)).toBe(0);
  });
});

describe("/verify-email", () => {
  it("redirects an expired token with error=token_expired and a forged one with error=invalid_token", async () => {
    const user = await unverifiedUser();
    const client = new TestClient();
    const expired = await createEmailVerificationToken(SECRET, user.email, undefined, -60, { userId: user.id });
    const late = await client.get(`/verify-email?token=${expired}&callbackURL=/welcome`);
    expect(late.status).toBe(302);
    expect(new URL(late.location!, BASE).searchParams.get("error")).toBe("token_expired");

    const forged = await createEmailVerificationToken("another-secret-0123456789-abcdefghijklmnop", user.email, undefined, 3600, {
      userId: user.id,
    });
    const bad = await client.get(`/verify-email?token=${forged}&callbackURL=/welcome`);
    expect(new URL(bad.location!, BASE).searchParams.get("error")).toBe("invalid_token");
    const garbage = await client.get(`/verify-email?token=garbage&callbackURL=/welcome`);
    expect(new URL(garbage.location!, BASE).searchParams.get("error")).toBe("invalid_token");
    expect(await findUser(user.id)).toMatchObject({ emailVerified: false });
  });

  it("answers JSON without a callback: status and user", async () => {
    const user = await unverifiedUser();
    const token = await createEmailVerificationToken(SECRET, user.email, undefined, 3600, { userId: user.id });
    const res = await new TestClient().get(`/verify-email?token=${token}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(await findUser(user.id)).toMatchObject({ emailVerified: true });
    const again = await new TestClient().get(`/verify-email?token=garbage`);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe("invalid token");
  });

  it("a verified user signs in normally and gets no further mail", async () => {
    const user = await verifiedUser();
    const before = (await mailsTo(user.email)).length;
    await signIn(user.email, user.password);
    expect(await settledMailCount(user.email)).toBe(before);
  });
});

describe("counting mail after the background sender has drained", () => {
  it("sees a mail sent by the request at once, so a count of none means none was sent", async () => {
    const email = uniqueEmail("drained");
    const res = await new TestClient().post("/sign-up/email", { email, password: "drained-password", name: "Drained" });
    expect(res.status).toBe(200);
    // No polling: the verification mail was handed over before the reply, and draining waits for its delivery.
    expect(await settledMailCount(email)).toBe(1);
  });
});
