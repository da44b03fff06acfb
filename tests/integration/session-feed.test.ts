import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { session } from "@/db/schema";
import { readCache } from "@/lib/auth/internals/session-cookie";
import { nextMailTo, SESSION_COOKIE, SESSION_DATA_COOKIE, setCookieLine, signIn } from "../support/accounts";
import { lastMailTo, mailsTo, TestClient, uniqueEmail, verifiedUser } from "../support/client";
import { recordStatements } from "../support/statements";

/**
 * Issue 10, on one instance: a reply that changes the caller's own session carries a cache cookie equal to the
 * database, and a change to another session is refused from any cache once it commits. The same scenarios
 * across two instances behind a balancer are in tests/multi-instance/.
 */

type Person = Awaited<ReturnType<typeof verifiedUser>>;
const SECRET = process.env.BETTER_AUTH_SECRET!;
let counter = 0;
const slug = () => `feed-${Date.now().toString(36)}-${++counter}-${Math.random().toString(36).slice(2, 6)}`;

/** The cache cookie a reply wrote, decoded: its session and user as the next cache hit would answer them. */
function cacheOf(res: { headers: Headers }) {
  const line = setCookieLine(res.headers, SESSION_DATA_COOKIE);
  expect(line, "the reply carries a cache cookie").toBeDefined();
  expect(line).not.toMatch(/max-age=0(;|$)/i);
  const value = line!.slice(SESSION_DATA_COOKIE.length + 1).split(";")[0];
  const read = readCache(value, SECRET);
  expect(read, "a cache better-auth can read").not.toBeNull();
  return read!.cached;
}

/**
 * The reply's cache equals the database, and the caller's next get-session (with the cookies of that reply)
 * is, byte for byte, what better-auth answers from the database.
 */
async function expectFreshCache(client: TestClient, res: { status: number; headers: Headers }) {
  expect(res.status, "the change succeeded").toBeLessThan(400);
  const cached = cacheOf(res);
  const next = await client.get("/get-session");
  const database = await client.get("/get-session?disableCookieCache=true");
  expect(JSON.stringify(next.body)).toBe(JSON.stringify(database.body));
  expect(JSON.parse(JSON.stringify({ session: cached.session, user: cached.user }))).toEqual(database.body);
  return database.body as {
    session: { activeOrganizationId: string | null; activeTeamId: string | null };
    user: { name: string; email: string };
  };
}

/** Replays a copy of `cookies` until get-session answers `expected` (at most 1 s); returns what it answered. */
async function replayUntil(cookies: Map<string, string>, path: string, accept: (body: unknown, status: number) => boolean) {
  const until = Date.now() + 1000;
  for (;;) {
    const client = new TestClient();
    client.cookies = new Map(cookies);
    const res = path.startsWith("POST ") ? await client.post(path.slice(5), { name: "Replayed" }) : await client.get(path);
    if (accept(res.body, res.status) || Date.now() > until) return res;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A revoked browser's cookies: get-session null, list-sessions and update-user refused. */
async function expectRevoked(cookies: Map<string, string>) {
  expect((await replayUntil(cookies, "/get-session", (body) => body === null)).body).toBeNull();
  expect((await replayUntil(cookies, "/list-sessions", (_, status) => status === 401)).status).toBe(401);
  expect((await replayUntil(cookies, "POST /update-user", (_, status) => status === 401)).status).toBe(401);
}

async function twoBrowsers(person: Person) {
  const other = await signIn(person.email, person.password);
  // Both browsers hold a cache that would answer for a minute.
  expect((await person.client.get("/get-session")).body.user.id).toBe(person.user.id);
  expect((await other.client.get("/get-session")).body.user.id).toBe(person.user.id);
  return { first: person.client, second: other.client, secondToken: other.token, secondCookies: new Map(other.client.cookies) };
}

async function organizationOf(owner: Person) {
  const res = await owner.client.post("/organization/create", { name: "Feed Inc", slug: slug() });
  expect(res.status).toBe(200);
  return { res, orgId: res.body.id as string };
}

async function joined(owner: Person, orgId: string, person: Person, role = "member") {
  const invited = await owner.client.post("/organization/invite-member", { email: person.email, role, organizationId: orgId });
  const accepted = await person.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
  expect(accepted.status).toBe(200);
  return { accepted, memberId: accepted.body.member.id as string };
}

describe("point 1: a reply that changes the caller's own session carries a fresh cache cookie", () => {
  it("organization create, set-active, accept-invitation, leave and delete", async () => {
    const owner = await verifiedUser();
    const { res: created, orgId } = await organizationOf(owner);
    expect((await expectFreshCache(owner.client, created)).session.activeOrganizationId).toBe(orgId);

    const cleared = await owner.client.post("/organization/set-active", { organizationId: null });
    expect((await expectFreshCache(owner.client, cleared)).session.activeOrganizationId).toBeNull();
    const set = await owner.client.post("/organization/set-active", { organizationId: orgId });
    expect((await expectFreshCache(owner.client, set)).session.activeOrganizationId).toBe(orgId);

    const invitee = await verifiedUser();
    const { accepted } = await joined(owner, orgId, invitee);
    expect((await expectFreshCache(invitee.client, accepted)).session.activeOrganizationId).toBe(orgId);
    // Requests that rely on the active organization work at once (update-team without an organizationId).
    const teams = await owner.client.get(`/organization/list-teams?organizationId=${orgId}`);
    const teamId = teams.body[0]?.id;
    if (teamId) {
      const setTeam = await owner.client.post("/organization/set-active-team", { teamId });
      expect((await expectFreshCache(owner.client, setTeam)).session.activeTeamId).toBe(teamId);
    }

    const left = await invitee.client.post("/organization/leave", { organizationId: orgId });
    expect((await expectFreshCache(invitee.client, left)).session.activeOrganizationId).toBeNull();

    const deleted = await owner.client.post("/organization/delete", { organizationId: orgId });
    expect((await expectFreshCache(owner.client, deleted)).session.activeOrganizationId).toBeNull();
  });

  it("a password sign-in: better-auth's own cache equals the database, the last organization active, read once", async () => {
    const owner = await verifiedUser();
    const { orgId } = await organizationOf(owner);
    const browser = new TestClient();
    const statements = recordStatements();
    const signedIn = await browser.post("/sign-in/email", { email: owner.email, password: owner.password });
    const sent = statements.stop();
    // Trusted as it is: the next get-session answers from it, writing no cookie.
    expect((await browser.get("/get-session")).headers.getSetCookie()).toEqual([]);
    expect((await expectFreshCache(browser, signedIn)).session.activeOrganizationId).toBe(orgId);
    // The session it has just made and the user it has read are not read back to write the cache again.
    expect(sent.filter((sql) => /^select .* from "session" where "session"\."token" = /i.test(sql))).toEqual([]);
  });

  it("update-user, and the change-email link opened while signed in", async () => {
    const person = await verifiedUser();
    const renamed = await person.client.post("/update-user", { name: "Renamed Person" });
    expect((await expectFreshCache(person.client, renamed)).user.name).toBe("Renamed Person");

    const newEmail = uniqueEmail("moved");
    expect((await person.client.post("/change-email", { newEmail, callbackURL: "/settings" })).status).toBe(200);
    const mail = await lastMailTo(newEmail);
    const opened = await person.client.get(mail.link!);
    expect((await expectFreshCache(person.client, opened)).user.email).toBe(newEmail.toLowerCase());
  });
});

describe("point 2: a change to another session is refused from every cache once it commits", () => {
  it("sign-out: the old cookies replayed are refused", async () => {
    const person = await verifiedUser();
    const cookies = new Map(person.client.cookies);
    expect((await person.client.get("/get-session")).body).not.toBeNull();
    expect((await person.client.post("/sign-out")).status).toBe(200);
    await expectRevoked(cookies);
  });

  it("revoke-session, revoke-other-sessions and revoke-sessions", async () => {
    const person = await verifiedUser();
    let browsers = await twoBrowsers(person);
    expect((await browsers.first.post("/revoke-session", { token: browsers.secondToken })).status).toBe(200);
    await expectRevoked(browsers.secondCookies);

    browsers = await twoBrowsers(person);
    expect((await browsers.first.post("/revoke-other-sessions")).status).toBe(200);
    await expectRevoked(browsers.secondCookies);
    expect((await browsers.first.get("/get-session")).body.user.id).toBe(person.user.id);

    browsers = await twoBrowsers(person);
    const firstCookies = new Map(browsers.first.cookies);
    expect((await browsers.first.post("/revoke-sessions")).status).toBe(200);
    await expectRevoked(browsers.secondCookies);
    await expectRevoked(firstCookies);
  });

  it("change-password with revokeOtherSessions, and delete-user", async () => {
    const person = await verifiedUser();
    const browsers = await twoBrowsers(person);
    const changed = await browsers.first.post("/change-password", {
      currentPassword: person.password,
      newPassword: "another-password-1",
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    await expectRevoked(browsers.secondCookies);
    expect((await browsers.first.get("/get-session")).body.user.id).toBe(person.user.id);

    const other = await signIn(person.email, "another-password-1");
    expect((await other.client.get("/get-session")).body).not.toBeNull();
    const otherCookies = new Map(other.client.cookies);
    expect((await browsers.first.post("/delete-user", { password: "another-password-1" })).status).toBe(200);
    await expectRevoked(otherCookies);
  });

  it("a password reset ends every session of the account", async () => {
    const person = await verifiedUser();
    expect((await person.client.get("/get-session")).body).not.toBeNull();
    const cookies = new Map(person.client.cookies);
    const before = (await mailsTo(person.email)).length;
    expect((await new TestClient().post("/request-password-reset", { email: person.email, redirectTo: "/reset-password" })).status).toBe(
      200,
    );
    const mail = await nextMailTo(person.email, before);
    const token = new URL(mail.link!).pathname.split("/").pop()!;
    expect((await new TestClient().post("/reset-password", { newPassword: "a-new-password-2", token })).status).toBe(200);
    await expectRevoked(cookies);
  });

  it("a member removed from the active organization, and an organization deleted", async () => {
    const owner = await verifiedUser();
    const { orgId } = await organizationOf(owner);
    const member = await verifiedUser();
    const { memberId } = await joined(owner, orgId, member);
    expect((await member.client.get("/get-session")).body.session.activeOrganizationId).toBe(orgId);
    const cookies = new Map(member.client.cookies);
    expect((await owner.client.post("/organization/remove-member", { memberIdOrEmail: memberId, organizationId: orgId })).status).toBe(200);
    const removed = await replayUntil(
      cookies,
      "/get-session",
      (body) => (body as { session?: { activeOrganizationId?: unknown } })?.session?.activeOrganizationId === null,
    );
    expect(removed.body.session.activeOrganizationId).toBeNull();

    const again = await verifiedUser();
    await joined(owner, orgId, again);
    expect((await again.client.get("/get-session")).body.session.activeOrganizationId).toBe(orgId);
    const againCookies = new Map(again.client.cookies);
    expect((await owner.client.post("/organization/delete", { organizationId: orgId })).status).toBe(200);
    const gone = await replayUntil(
      againCookies,
      "/get-session",
      (body) => (body as { session?: { activeOrganizationId?: unknown } })?.session?.activeOrganizationId === null,
    );
    expect(gone.body.session.activeOrganizationId).toBeNull();
  });

  it("a change made by SQL behind better-auth's back (a ban, an operator's fix) is seen as well", async () => {
    const person = await verifiedUser();
    expect((await person.client.get("/get-session")).body.user.name).toBe("Test User");
    const cookies = new Map(person.client.cookies);
    const token = decodeURIComponent(cookies.get(SESSION_COOKIE)!).split(".")[0];
    await db.update(session).set({ activeOrganizationId: null, userAgent: "changed by an operator" }).where(eq(session.token, token));
    const seen = await replayUntil(
      cookies,
      "/get-session",
      (body) => (body as { session?: { userAgent?: string } })?.session?.userAgent === "changed by an operator",
    );
    expect(seen.body.session.userAgent).toBe("changed by an operator");
  });

  it("a state-changing request never trusts the cache, even before the announcement arrives", async () => {
    const person = await verifiedUser();
    const cookies = new Map(person.client.cookies);
    const token = decodeURIComponent(cookies.get(SESSION_COOKIE)!).split(".")[0];
    await db.delete(session).where(eq(session.token, token));
    // No wait at all: update-user reads the session from the database.
    const client = new TestClient();
    client.cookies = new Map(cookies);
    expect((await client.post("/update-user", { name: "Too late" })).status).toBe(401);
  });
});
