import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { user as userTable, verification } from "@/db/schema";
import { TRUSTED_DEVICE_PREFIX } from "@/lib/auth/internals/two-factor";
import { undoOffer } from "@/lib/auth/server/undo-email-change";
import { authPath, findUser, findUserByEmail, nextMailTo, sessionTokens, settledMailCount } from "../support/accounts";
import { BASE, lastMailTo, mailsTo, TestClient, uniqueEmail, verifiedUser } from "../support/client";

type Person = Awaited<ReturnType<typeof verifiedUser>>;

/** Asks to move the account to `newEmail`; the change-of-address link mailed there, as a path under /api/auth. */
async function askToChange(person: Person, newEmail: string): Promise<string> {
  const before = await settledMailCount(newEmail);
  expect((await person.client.post("/change-email", { newEmail, callbackURL: "/settings" })).status).toBe(200);
  return authPath((await nextMailTo(newEmail, before, 15_000)).link!);
}

/** Opens a change-of-address link; returns the undo token the earlier address `from` was mailed. */
async function openChange(person: Person, link: string, from: string): Promise<string> {
  const before = await settledMailCount(from);
  const opened = await person.client.get(link);
  expect(opened.status).toBe(302);
  expect(opened.location).toBe("/settings");
  const notice = await nextMailTo(from, before, 15_000);
  expect(notice.subject).toBe("Your e-mail address was changed");
  const undo = new URL(notice.link!);
  expect(`${undo.origin}${undo.pathname}`).toBe(`${BASE}/undo-email-change`);
  return undo.searchParams.get("token")!;
}

/** Opens the verification link the new address got once the change was made: the address is then a proven one. */
async function verifyAddress(person: Person, email: string): Promise<void> {
  const verification = await lastMailTo(email, 15_000, "Verify your e-mail address");
  expect((await person.client.get(authPath(verification.link!))).status).toBe(302);
  expect((await findUserByEmail(email))?.emailVerified).toBe(true);
}

const undo = (token: unknown) => new TestClient().post("/undo-email-change", { token });

describe("undoing a change of address from the earlier address", () => {
  it("mails the earlier address, whose link gives it back verified, ends every session and works once", async () => {
    const person = await verifiedUser();
    const newEmail = uniqueEmail("taken-over");
    const token = await openChange(person, await askToChange(person, newEmail), person.email);
    const notice = await nextMailTo(person.email, 0);
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toContain("you can ignore this e-mail");
    expect(await findUser(person.user.id)).toMatchObject({ email: newEmail, emailVerified: false });

    // The page asks first, naming the address the account gets back; opening it changes nothing.
    expect(await undoOffer(token)).toEqual({ from: person.email });
    expect(await findUser(person.user.id)).toMatchObject({ email: newEmail });

    // A device trusted for two-step sign-in meanwhile, by whoever held the session.
    const trusted = `${TRUSTED_DEVICE_PREFIX}${crypto.randomUUID()}`;
    await db
      .insert(verification)
      .values({ id: crypto.randomUUID(), identifier: trusted, value: person.user.id, expiresAt: new Date(Date.now() + 60_000) });

    const done = await undo(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ status: true });
    expect(await findUser(person.user.id)).toMatchObject({ email: person.email, emailVerified: true });
    expect(await sessionTokens(person.user.id)).toEqual([]);
    expect(await db.select().from(verification).where(eq(verification.identifier, trusted))).toEqual([]);
    expect((await person.client.get("/get-session")).body).toBeNull();
    // The owner signs in with the address again.
    expect((await new TestClient().post("/sign-in/email", { email: person.email, password: person.password })).status).toBe(200);

    const again = await undo(token);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("INVALID_TOKEN");
    expect(await undoOffer(token)).toBeNull();
  });

  it("the earliest address wins: its link undoes later changes too, and voids their links", async () => {
    const person = await verifiedUser();
    const second = uniqueEmail("second");
    const third = uniqueEmail("third");
    const first = await openChange(person, await askToChange(person, second), person.email);
    await verifyAddress(person, second);
    const fromSecond = await openChange(person, await askToChange(person, third), second);
    expect(await findUser(person.user.id)).toMatchObject({ email: third });

    // Whoever holds the second address undoes the later change first: the first address's link still works.
    expect((await undo(fromSecond)).status).toBe(200);
    expect(await findUser(person.user.id)).toMatchObject({ email: second });
    expect((await undo(first)).status).toBe(200);
    expect(await findUser(person.user.id)).toMatchObject({ email: person.email, emailVerified: true });

    // The other way round, the later change's link is void once the first is used.
    const other = await verifiedUser();
    const otherSecond = uniqueEmail("second");
    const otherFirst = await openChange(other, await askToChange(other, otherSecond), other.email);
    await verifyAddress(other, otherSecond);
    const otherFromSecond = await openChange(other, await askToChange(other, uniqueEmail("third")), otherSecond);
    expect((await undo(otherFirst)).status).toBe(200);
    const refused = await undo(otherFromSecond);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("INVALID_TOKEN");
    expect(await findUser(other.user.id)).toMatchObject({ email: other.email });
  });

  it("a change-of-address link asked for before the undo no longer moves the account", async () => {
    const person = await verifiedUser();
    const toAttacker = await askToChange(person, uniqueEmail("attacker"));
    const spare = await askToChange(person, uniqueEmail("spare"));
    const token = await openChange(person, toAttacker, person.email);
    expect((await undo(token)).status).toBe(200);

    // Issued for the address the account has again, so better-auth alone would apply it.
    const opened = await new TestClient().get(spare);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/settings?error=invalid_token"); // as better-auth refuses a used link
    expect(await findUser(person.user.id)).toMatchObject({ email: person.email, emailVerified: true });

    // A change asked for after the undo goes through, and can be undone in its turn.
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the change link's issue time counts in seconds
    const signedIn = new TestClient();
    expect((await signedIn.post("/sign-in/email", { email: person.email, password: person.password })).status).toBe(200);
    const later = uniqueEmail("later");
    const next = await openChange({ ...person, client: signedIn }, await askToChange({ ...person, client: signedIn }, later), person.email);
    expect(await findUser(person.user.id)).toMatchObject({ email: later });
    expect((await undo(next)).status).toBe(200);
    expect(await findUser(person.user.id)).toMatchObject({ email: person.email });
  });

  it("is refused while another account holds the earlier address, and works once it is free", async () => {
    const person = await verifiedUser();
    const token = await openChange(person, await askToChange(person, uniqueEmail("moved")), person.email);
    const squatter = new TestClient();
    expect((await squatter.post("/sign-up/email", { email: person.email, password: "squatter-pass-1", name: "S" })).status).toBe(200);

    const refused = await undo(token);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("EMAIL_IN_USE_SINCE_CHANGE");
    expect((await findUser(person.user.id))?.email).not.toBe(person.email);
    expect(await undoOffer(token)).toEqual({ from: person.email });

    await db.delete(userTable).where(eq(userTable.email, person.email));
    expect((await undo(token)).status).toBe(200);
    expect(await findUser(person.user.id)).toMatchObject({ email: person.email, emailVerified: true });
  });

  it("an earlier address that was never verified is told nothing and gets no way to undo", async () => {
    const person = await verifiedUser();
    const unproven = uniqueEmail("unproven");
    await openChange(person, await askToChange(person, unproven), person.email);
    expect(await findUser(person.user.id)).toMatchObject({ email: unproven, emailVerified: false });
    // Moved on before the new address was verified: the unverified one may be a stranger's (a typo).
    const next = await askToChange(person, uniqueEmail("next"));
    const before = await settledMailCount(unproven);
    expect((await person.client.get(next)).status).toBe(302);
    expect(await settledMailCount(unproven)).toBe(before);
    expect((await mailsTo(unproven)).map((m) => m.subject)).not.toContain("Your e-mail address was changed");
  });

  it("the same link sent twice at once undoes the change once", async () => {
    const person = await verifiedUser();
    const token = await openChange(person, await askToChange(person, uniqueEmail("twice")), person.email);
    const replies = await Promise.all([undo(token), undo(token)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(replies.find((r) => r.status === 400)?.body.code).toBe("INVALID_TOKEN");
    expect(await findUser(person.user.id)).toMatchObject({ email: person.email, emailVerified: true });
  });

  it("refuses a missing, malformed or unknown token with 400 and changes nothing", async () => {
    for (const body of [{}, { token: "" }, { token: 42 }, { token: "x".repeat(500) }]) {
      const res = await new TestClient().post("/undo-email-change", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await undo("0123456789abcdefghijklmnopqrstuv");
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("INVALID_TOKEN");
    expect(await undoOffer("0123456789abcdefghijklmnopqrstuv")).toBeNull();
  });

  it("writes the notice in the owner's stored language", async () => {
    const person = await verifiedUser();
    const german = await person.client.post("/update-user", { locale: 6 });
    expect(german.status, JSON.stringify(german.body)).toBe(200);
    const before = await settledMailCount(person.email);
    const opened = await person.client.get(await askToChange(person, uniqueEmail("de")));
    expect(opened.status, JSON.stringify(opened.body)).toBe(302);
    const notice = await nextMailTo(person.email, before, 15_000);
    expect(notice.subject, notice.text).toBe("Ihre E-Mail-Adresse wurde geändert");
  });
});
