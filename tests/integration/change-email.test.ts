import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { user as userTable } from "@/db/schema";
import { authPath, findUser, findUserByEmail, nextMailTo, settledMailCount } from "../support/accounts";
import { BASE, lastMailTo, mailsTo, TestClient, uniqueEmail, verifiedUser } from "../support/client";

/** The links of the first `count` mails to an address, newest first, as paths under /api/auth. */
async function linksTo(email: string, count: number) {
  const mails = await mailsTo(email);
  expect(mails.length).toBe(count);
  return mails.map((m) => authPath(m.link!));
}

/** The JWT payload of a verification link, read without checking the signature. */
function tokenPayload(link: string) {
  const token = new URL(link).searchParams.get("token")!;
  return JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as Record<string, unknown>;
}

describe("/change-email", () => {
  it("refuses the current address, in any case, with 'Email is the same'", async () => {
    const user = await verifiedUser();
    const same = await user.client.post("/change-email", { newEmail: user.email });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe("Email is the same");
    const upper = await user.client.post("/change-email", { newEmail: user.email.toUpperCase() });
    expect(upper.status).toBe(400);
    expect(upper.body.message).toBe("Email is the same");
  });

  it("refuses a malformed address and needs a session", async () => {
    const user = await verifiedUser();
    const bad = await user.client.post("/change-email", { newEmail: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Invalid email");
    expect((await new TestClient().post("/change-email", { newEmail: uniqueEmail() })).status).toBe(401);
  });

  it("refuses an untrusted callbackURL", async () => {
    const user = await verifiedUser();
    const res = await user.client.post("/change-email", { newEmail: uniqueEmail(), callbackURL: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Invalid callbackURL");
  });

  it("mails the new address; the link sets it, resets emailVerified and mails a new verification link", async () => {
    const user = await verifiedUser();
    const newEmail = uniqueEmail("new");
    const oldMails = (await mailsTo(user.email)).length;

    const res = await user.client.post("/change-email", { newEmail, callbackURL: "/settings" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });

    const mail = await lastMailTo(newEmail);
    expect(mail.subject).toBe("Confirm your new e-mail address");
    expect(mail.link!.startsWith(`${BASE}/api/auth/verify-email?token=`)).toBe(true);
    // The change-of-address token: the new address, no request type.
    expect(tokenPayload(mail.link!)).toMatchObject({ email: user.email, updateTo: newEmail, userId: user.user.id });
    expect(tokenPayload(mail.link!).requestType).toBeUndefined();
    // Nothing changes before the link is opened.
    expect(await findUser(user.user.id)).toMatchObject({ email: user.email, emailVerified: true });

    const opened = await user.client.get(authPath(mail.link!));
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/settings");
    expect(await findUser(user.user.id)).toMatchObject({ email: newEmail, emailVerified: false });
    const session = await user.client.get("/get-session");
    expect(session.body.user).toMatchObject({ email: newEmail, emailVerified: false });

    const verification = await nextMailTo(newEmail, 1);
    expect(verification.subject).toBe("Verify your e-mail address");
    expect(tokenPayload(verification.link!)).toMatchObject({ email: newEmail, userId: user.user.id });
    expect(tokenPayload(verification.link!).updateTo).toBeUndefined();
    // The earlier address hears of it once, with the way to undo it (tests/integration/undo-email-change.test.ts).
    expect(await settledMailCount(user.email)).toBe(oldMails + 1);
    expect((await lastMailTo(user.email)).subject).toBe("Your e-mail address was changed");

    expect((await user.client.get(authPath(verification.link!))).status).toBe(302);
    expect(await findUser(user.user.id)).toMatchObject({ email: newEmail, emailVerified: true });

    expect((await new TestClient().post("/sign-in/email", { email: newEmail, password: user.password })).status).toBe(200);
    expect((await new TestClient().post("/sign-in/email", { email: user.email, password: user.password })).status).toBe(401);
  });

  it("follows the same flow for a user whose address is not verified", async () => {
    const user = await verifiedUser();
    await db.update(userTable).set({ emailVerified: false }).where(eq(userTable.id, user.user.id));
    const newEmail = uniqueEmail("unverified-new");
    expect((await user.client.post("/change-email", { newEmail })).status).toBe(200);
    expect(await findUser(user.user.id)).toMatchObject({ email: user.email }); // not changed at once
    const mail = await lastMailTo(newEmail);
    expect(mail.subject).toBe("Confirm your new e-mail address");
    expect(tokenPayload(mail.link!).requestType).toBeUndefined();
    await user.client.get(authPath(mail.link!));
    expect(await findUser(user.user.id)).toMatchObject({ email: newEmail, emailVerified: false });
    expect((await nextMailTo(newEmail, 1)).subject).toBe("Verify your e-mail address");
  });

  it("the link works once: opened again after the change it is refused", async () => {
    const user = await verifiedUser();
    const newEmail = uniqueEmail("once");
    await user.client.post("/change-email", { newEmail, callbackURL: "/settings" });
    const mail = await lastMailTo(newEmail);
    expect((await user.client.get(authPath(mail.link!))).location).toBe("/settings");
    const again = await user.client.get(authPath(mail.link!));
    expect(again.status).toBe(302);
    expect(again.location).toBe("/settings?error=invalid_token");
    expect(await findUser(user.user.id)).toMatchObject({ email: newEmail, emailVerified: false });

    // Without a callback the answer is JSON.
    const link = new URL(mail.link!);
    link.searchParams.delete("callbackURL");
    const json = await user.client.get(authPath(link.toString()));
    expect(json.status).toBe(401);
    expect(json.body.message).toBe("invalid token");
  });

  it("never lets a user take over an address that belongs to someone", async () => {
    const owner = await verifiedUser();
    const user = await verifiedUser();
    const ownerMails = (await mailsTo(owner.email)).length;

    const res = await user.client.post("/change-email", { newEmail: owner.email });
    expect(res.status).toBe(200); // the same answer as for a free address: existence is not revealed
    expect(await settledMailCount(owner.email)).toBe(ownerMails);
    expect(await findUser(user.user.id)).toMatchObject({ email: user.email });
    expect(await findUser(owner.user.id)).toMatchObject({ email: owner.email, emailVerified: true });
  });

  it("refuses the link when the address was taken after the request", async () => {
    const user = await verifiedUser();
    const contested = uniqueEmail("contested");
    await user.client.post("/change-email", { newEmail: contested, callbackURL: "/settings" });
    const mail = await lastMailTo(contested);

    const squatter = new TestClient();
    expect((await squatter.post("/sign-up/email", { email: contested, password: "squatter-password", name: "S" })).status).toBe(200);
    const squatterRow = await findUserByEmail(contested);

    const opened = await user.client.get(authPath(mail.link!));
    expect(opened.status).toBe(302);
    const target = new URL(opened.location!, BASE);
    expect(target.pathname).toBe("/settings");
    expect(target.searchParams.get("error")).toBe("EMAIL_CAN_NOT_BE_UPDATED");
    expect(await findUser(user.user.id)).toMatchObject({ email: user.email, emailVerified: true });
    expect(await findUserByEmail(contested)).toEqual(squatterRow);
  });

  it("gives an address to one of two people who open their links to it at once, and refuses the other as when it was taken", async () => {
    const [first, second] = [await verifiedUser(), await verifiedUser()];
    const contested = uniqueEmail("at-once");
    for (const person of [first, second]) {
      expect((await person.client.post("/change-email", { newEmail: contested, callbackURL: "/settings" })).status).toBe(200);
    }
    await lastMailTo(contested);
    const links = await linksTo(contested, 2);
    // Each opens the link mailed for them (the newest mail is the second person's).
    const opened = await Promise.all([first.client.get(links[1]), second.client.get(links[0])]);
    const targets = opened.map((o) => {
      expect(o.status).toBe(302);
      return new URL(o.location!, BASE);
    });
    expect(targets.map((t) => t.pathname)).toEqual(["/settings", "/settings"]);
    expect(targets.map((t) => t.searchParams.get("error")).sort()).toEqual(["EMAIL_CAN_NOT_BE_UPDATED", null]);
    const winner = targets[0].searchParams.get("error") === null ? first : second;
    const loser = winner === first ? second : first;
    expect(await findUser(winner.user.id)).toMatchObject({ email: contested, emailVerified: false });
    expect(await findUser(loser.user.id)).toMatchObject({ email: loser.email, emailVerified: true });
  });

  it("refuses the link in another user's session", async () => {
    const user = await verifiedUser();
    const intruder = await verifiedUser();
    const newEmail = uniqueEmail("bound");
    await user.client.post("/change-email", { newEmail });
    const mail = await lastMailTo(newEmail);
    const res = await intruder.client.get(authPath(mail.link!));
    expect(res.status).toBe(302);
    expect(new URL(res.location!, BASE).searchParams.get("error")).toBe("INVALID_USER");
    expect(await findUser(user.user.id)).toMatchObject({ email: user.email });
    expect(await findUser(intruder.user.id)).toMatchObject({ email: intruder.email });
  });
});
