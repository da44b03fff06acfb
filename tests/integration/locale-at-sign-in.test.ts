import { describe, expect, it } from "vitest";
import { findUser, setCookieLine, signIn } from "../support/accounts";
import { lastMailTo, TestClient, verifiedUser } from "../support/client";
import de from "@/messages/de.json";
import pl from "@/messages/pl.json";

/** The language chosen in a browser carries over a sign-in, and a stored one follows the user to a new browser. */
describe("language at sign-in", () => {
  it("stores the language chosen while signed out (the cookie) on the user", async () => {
    const { email, password, user } = await verifiedUser();
    expect((await findUser(user.id))!.locale).toBe(3);
    const { res } = await signIn(email, password, {}, { cookie: "NEXT_LOCALE=ru" });
    expect((await findUser(user.id))!.locale).toBe(0);
    // The browser already has its choice: nothing to set.
    expect(setCookieLine(res.headers, "NEXT_LOCALE")).toBeUndefined();
  });

  it("gives a browser that never chose the user's stored language as its cookie", async () => {
    const { email, password, user, client } = await verifiedUser();
    expect((await client.post("/update-user", { locale: 82 })).status).toBe(200);
    const { res } = await signIn(email, password);
    expect(setCookieLine(res.headers, "NEXT_LOCALE")).toMatch(/^NEXT_LOCALE=tr;.*Path=\//i);
    expect((await findUser(user.id))!.locale).toBe(82);
  });

  it("ignores a cookie that names no language of ours", async () => {
    const { email, password, user } = await verifiedUser();
    await signIn(email, password, {}, { cookie: "NEXT_LOCALE=constructor" });
    expect((await findUser(user.id))!.locale).toBe(3);
  });

  it("leaves a failed sign-in alone", async () => {
    const { email, user } = await verifiedUser();
    const res = await new TestClient({ cookie: "NEXT_LOCALE=de" }).post("/sign-in/email", { email, password: "not-the-password" });
    expect(res.status).toBe(401);
    expect(setCookieLine(res.headers, "NEXT_LOCALE")).toBeUndefined();
    expect((await findUser(user.id))!.locale).toBe(3);
  });

  it("applies to the magic link too, and a mail asked for from a page in one language comes in it", async () => {
    const { email, user } = await verifiedUser();
    const client = new TestClient();
    client.cookies.set("NEXT_LOCALE", "de");
    expect((await client.post("/sign-in/magic-link", { email, callbackURL: "/" })).status).toBe(200);
    const mail = await lastMailTo(email, 5000, de.email.magicLink.subject);
    expect((await client.get(mail.link!)).status).toBe(302);
    expect((await findUser(user.id))!.locale).toBe(6);
  });

  it("writes an invitation in the recipient's stored language, not the inviter's", async () => {
    const inviter = await verifiedUser();
    const recipient = await verifiedUser();
    expect((await recipient.client.post("/update-user", { locale: 15 })).status).toBe(200);
    const org = await inviter.client.post("/organization/create", { name: "Locale Org", slug: `locale-${Date.now().toString(36)}` });
    expect(org.status).toBe(200);
    inviter.client.cookies.set("NEXT_LOCALE", "fr");
    const invited = await inviter.client.post("/organization/invite-member", { email: recipient.email, role: "member" });
    expect(invited.status).toBe(200);
    const mail = await lastMailTo(recipient.email, 5000, pl.email.invitation.subject.replace("{organization}", "Locale Org"));
    expect(mail.to).toBe(recipient.email);
  });
});
