import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { auditLog, invitation, member, organizationActivity, team, teamMember } from "@/db/schema";
import { grantOperators } from "@/lib/admin/operators";
import { currentOperator } from "@/lib/admin/guard";
import * as invitationActions from "@/lib/admin/invitation-actions";
import * as organizationActions from "@/lib/admin/organization-actions";
import * as teamActions from "@/lib/admin/team-actions";
import * as userActions from "@/lib/admin/user-actions";
import { findUser, sessionTokens, settledMailCount } from "../support/accounts";
import { BASE, lastMailTo, mailsTo, TestClient, uniqueEmail, verifiedUser } from "../support/client";
import { actAs } from "../support/next-request";

// The address an audit entry keeps is the one better-auth resolves: here from a header the host is declared to set.
vi.hoisted(() => {
  process.env.CLIENT_IP_HEADER = "x-forwarded-for";
});
vi.mock("next/headers", () => import("../support/next-request"));
vi.mock("next-intl/server", () => import("../support/next-request"));

type Signed = Awaited<ReturnType<typeof verifiedUser>>;

/** An operator: a verified user made one by the same code the admin:grant script runs. */
async function operator(): Promise<Signed> {
  const signed = await verifiedUser();
  await grantOperators([signed.email], "script", false);
  return signed;
}

/** A member who owns an organization (its creator). */
async function organizationOwner() {
  const owner = await verifiedUser();
  const created = await owner.client.post("/organization/create", {
    name: "Acme",
    slug: `acme-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  });
  expect(created.status).toBe(200);
  return { ...owner, organizationId: created.body.id as string };
}

/** Every page and layout file of the console, found on disk: a new page is checked without editing this test. */
function consoleRouteFiles(dir = path.join(process.cwd(), "app/(admin)/admin")): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return consoleRouteFiles(full);
    return /^(page|layout)\.tsx$/.test(name) ? [full] : [];
  });
}

const props = { params: Promise.resolve({ id: "x" }), searchParams: Promise.resolve({}), children: null };

/** What a console route does for the current caller: renders, redirects to sign-in, or answers not-found. */
async function routeOutcome(file: string) {
  const route = (await import(file)) as { default: (p: typeof props) => Promise<unknown> };
  try {
    await route.default(props);
    return "rendered";
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? "");
    if (digest.startsWith("NEXT_REDIRECT") && digest.includes("/sign-in")) return "sign-in";
    if (digest.includes("404")) return "not-found";
    throw error;
  }
}

const actions = Object.entries({ ...userActions, ...organizationActions, ...invitationActions, ...teamActions }).filter(
  ([name]) => name !== "stopImpersonatingAction",
) as [string, (input: unknown) => Promise<{ ok: boolean; code?: string; message?: string }>][];

let op: Signed;
let memberUser: Signed;
let owner: Awaited<ReturnType<typeof organizationOwner>>;

beforeAll(async () => {
  [op, memberUser, owner] = await Promise.all([operator(), verifiedUser(), organizationOwner()]);
  // memberUser joins the owner's organization as a plain member.
  await db
    .insert(member)
    .values({ id: `m-${Date.now()}`, organizationId: owner.organizationId, userId: memberUser.user.id, role: "member" });
});

describe("the console's role check", () => {
  const files = consoleRouteFiles();

  it("finds the console's routes", () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
  });

  it("sends a signed-out visitor to sign in from every console route", async () => {
    actAs(null);
    for (const file of files) expect([file, await routeOutcome(file)]).toEqual([file, "sign-in"]);
  });

  it("answers not-found to a member and to an organization owner on every console route", async () => {
    for (const who of [memberUser, owner]) {
      actAs(who.client);
      for (const file of files) expect([file, await routeOutcome(file)]).toEqual([file, "not-found"]);
    }
  });

  it("refuses every console action to a signed-out visitor, a member and an organization owner, and changes nothing", async () => {
    expect(actions.length).toBeGreaterThanOrEqual(21);
    expect(actions.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        "sendInvitationAction",
        "resendInvitationAction",
        "createTeamAction",
        "renameTeamAction",
        "addTeamMemberAction",
        "removeTeamMemberAction",
      ]),
    );
    const before = await db.select().from(auditLog);
    for (const who of [null, memberUser.client, owner.client]) {
      actAs(who);
      for (const [name, action] of actions) {
        const result = await action({
          userId: op.user.id,
          organizationId: owner.organizationId,
          role: "user",
          reason: "x",
          password: "whatever-123",
        });
        expect([name, result.ok, result.code]).toEqual([name, false, "FORBIDDEN"]);
        expect(result.message).toBe("Only an operator can do this.");
      }
    }
    expect((await findUser(op.user.id)).banned).toBe(false);
    expect(await db.select().from(auditLog)).toHaveLength(before.length);
  });

  it("refuses better-auth's admin endpoints to a member and to an organization owner", async () => {
    for (const who of [memberUser, owner]) {
      const listed = await who.client.get("/admin/list-users");
      expect(listed.status).toBe(403);
      const banned = await who.client.post("/admin/ban-user", { userId: op.user.id });
      expect(banned.status).toBe(403);
    }
    expect((await findUser(op.user.id)).banned).toBe(false);
  });

  it("lets the operator in", async () => {
    actAs(op.client);
    expect((await currentOperator())?.id).toBe(op.user.id);
    expect(await routeOutcome(path.join(process.cwd(), "app/(admin)/admin/audit/page.tsx"))).toBe("rendered");
  });
});

describe("ban", () => {
  it("signs the user out everywhere at once, blocks sign-in with the ban message, and is audited", async () => {
    const target = await verifiedUser();
    const second = new TestClient();
    expect((await second.post("/sign-in/email", { email: target.email, password: target.password })).status).toBe(200);
    // Both sessions answer from their cookie cache before the ban.
    expect((await target.client.get("/get-session")).body?.user?.id).toBe(target.user.id);
    expect((await second.get("/get-session")).body?.user?.id).toBe(target.user.id);

    actAs(op.client);
    const result = await userActions.banUserAction({ userId: target.user.id, reason: "spam", days: 7 });
    expect(result).toEqual({ ok: true });

    expect(await sessionTokens(target.user.id)).toEqual([]);
    expect((await target.client.get("/get-session")).body).toBeNull();
    expect((await second.get("/get-session")).body).toBeNull();

    const again = await new TestClient().post("/sign-in/email", { email: target.email, password: target.password });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe("BANNED_USER");
    const stored = await findUser(target.user.id);
    expect(stored.banned).toBe(true);
    expect(stored.banReason).toBe("spam");
    expect(stored.banExpires!.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetUserId, target.user.id)).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: "user.ban",
      actorId: op.user.id,
      actorEmail: op.email,
      targetLabel: target.email,
      ipAddress: "203.0.113.7",
    });
    expect(entry.data).toMatchObject({ reason: "spam", expiresIn: 7 * 86_400 });

    // Unblocked, the user signs in again.
    expect(await userActions.unbanUserAction({ userId: target.user.id })).toEqual({ ok: true });
    expect((await new TestClient().post("/sign-in/email", { email: target.email, password: target.password })).status).toBe(200);
  });

  it("explains the block in the user's language", async () => {
    const { errorMessage } = await import("@/lib/auth/browser/error-message");
    const ru = (await import("@/messages/ru.json")).default.errors as Record<string, string>;
    const t = Object.assign((key: string) => ru[key], { has: (key: string) => key in ru });
    expect(errorMessage(t, { code: "BANNED_USER", status: 403 })).toBe(ru.BANNED_USER);
    expect(ru.BANNED_USER).toMatch(/заблокирована/);
  });

  it("refuses to ban oneself", async () => {
    actAs(op.client);
    const result = await userActions.banUserAction({ userId: op.user.id, reason: "" });
    expect(result).toMatchObject({ ok: false, code: "YOU_CANNOT_BAN_YOURSELF", message: "You cannot block yourself." });
  });
});

describe("impersonation", () => {
  it("starts with a short session that is not extended, stops back to the operator, and is audited", async () => {
    const target = await verifiedUser();
    const operatorClient = new TestClient();
    expect((await operatorClient.post("/sign-in/email", { email: op.email, password: op.password })).status).toBe(200);

    const started = await operatorClient.post("/admin/impersonate-user", { userId: target.user.id });
    expect(started.status).toBe(200);
    const during = await operatorClient.get("/get-session");
    expect(during.body.user.id).toBe(target.user.id);
    expect(during.body.session.impersonatedBy).toBe(op.user.id);
    const expires = new Date(during.body.session.expiresAt).getTime();
    expect(expires).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 5_000);
    // Reading the session again does not stretch it to the usual week.
    const later = await operatorClient.get("/get-session?disableCookieCache=true");
    expect(new Date(later.body.session.expiresAt).getTime()).toBe(expires);

    // While acting as the user, the console is closed: the session is the user's, not an operator's.
    actAs(operatorClient);
    expect(await currentOperator()).toBeNull();
    expect(await userActions.banUserAction({ userId: target.user.id, reason: "" })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    // Nor may the operator change how the person signs in, however recent the session.
    const email = await operatorClient.post("/change-email", { newEmail: uniqueEmail("taken-over"), callbackURL: "/" });
    expect(email.status).toBe(403);
    expect(email.body).toMatchObject({ code: "NOT_WHILE_IMPERSONATING" });
    expect((await operatorClient.get("/passkey/generate-register-options")).body).toMatchObject({ code: "NOT_WHILE_IMPERSONATING" });

    const stopped = await operatorClient.post("/admin/stop-impersonating", {});
    expect(stopped.status).toBe(200);
    expect((await operatorClient.get("/get-session")).body.user.id).toBe(op.user.id);

    const entries = await db.select().from(auditLog).where(eq(auditLog.targetUserId, target.user.id)).orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ["user.impersonate", op.user.id],
      ["user.stop_impersonating", op.user.id],
    ]);
  });

  it("never impersonates another operator or oneself", async () => {
    const other = await operator();
    actAs(op.client);
    expect(await userActions.impersonateUserAction({ userId: other.user.id })).toMatchObject({
      ok: false,
      code: "YOU_CANNOT_IMPERSONATE_ADMINS",
    });
    expect(await userActions.impersonateUserAction({ userId: op.user.id })).toMatchObject({
      ok: false,
      code: "CANNOT_IMPERSONATE_YOURSELF",
    });
    const direct = await op.client.post("/admin/impersonate-user", { userId: other.user.id });
    expect(direct.status).toBe(403);
  });
});

describe("create user", () => {
  it("two creations of one address at once: one user, and the other refused as an existing address", async () => {
    actAs(op.client);
    const email = uniqueEmail("twice");
    const input = { email, name: "Twice", password: "", role: "user" as const };
    const results = await Promise.all([userActions.createUserAction(input), userActions.createUserAction(input)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" });
    expect(await userActions.createUserAction(input)).toMatchObject({ ok: false, code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" });
  });
});

describe("audit log", () => {
  it("records operator actions on users and organizations, and refuses to be rewritten", async () => {
    const target = await verifiedUser();
    actAs(op.client);
    expect(await userActions.setRoleAction({ userId: target.user.id, role: "admin" })).toEqual({ ok: true });
    expect(await userActions.setRoleAction({ userId: op.user.id, role: "user" })).toMatchObject({ code: "CANNOT_DEMOTE_YOURSELF" });
    expect(await userActions.sendResetMailAction({ userId: target.user.id })).toEqual({ ok: true });
    const [ownerMember] = await db.select().from(member).where(eq(member.userId, owner.user.id));
    expect(await organizationActions.removeMemberAction({ organizationId: owner.organizationId, memberId: ownerMember.id })).toMatchObject({
      ok: false,
      code: "LAST_OWNER",
    });
    expect(
      await organizationActions.setMemberRoleAction({ organizationId: owner.organizationId, memberId: ownerMember.id, role: "admin" }),
    ).toMatchObject({ ok: false, code: "LAST_OWNER" });
    const [plain] = await db.select().from(member).where(eq(member.userId, memberUser.user.id));
    expect(
      await organizationActions.setMemberRoleAction({ organizationId: owner.organizationId, memberId: plain.id, role: "admin" }),
    ).toEqual({ ok: true });
    expect(
      await organizationActions.addMemberAction({ organizationId: owner.organizationId, email: target.email, role: "member" }),
    ).toEqual({ ok: true });
    expect(
      await organizationActions.addMemberAction({ organizationId: owner.organizationId, email: target.email, role: "admin" }),
    ).toMatchObject({
      code: "ALREADY_A_MEMBER",
    });
    expect(await userActions.deleteUserAction({ userId: target.user.id })).toEqual({ ok: true });

    const about = await db.select().from(auditLog).where(eq(auditLog.targetUserId, target.user.id)).orderBy(auditLog.id);
    expect(about.map((e) => e.action)).toEqual(["user.set_role", "user.reset_mail", "member.add", "user.delete"]);
    expect(about.every((e) => e.actorId === op.user.id && e.ipAddress === "203.0.113.7")).toBe(true);
    const [roleChange] = await db.select().from(auditLog).where(eq(auditLog.action, "member.role")).orderBy(desc(auditLog.id)).limit(1);
    expect(roleChange).toMatchObject({
      targetOrganizationId: owner.organizationId,
      targetUserId: memberUser.user.id,
      data: { from: "member", to: "admin" },
    });

    const refusal = (error: unknown) => String((error as { cause?: { message?: string } }).cause?.message);
    expect(
      refusal(
        await db
          .update(auditLog)
          .set({ action: "nothing" })
          .where(eq(auditLog.id, about[0].id))
          .catch((e: unknown) => e),
      ),
    ).toMatch(/append-only/);
    expect(
      refusal(
        await db
          .delete(auditLog)
          .where(eq(auditLog.id, about[0].id))
          .catch((e: unknown) => e),
      ),
    ).toMatch(/append-only/);
  });
});

describe("users table", () => {
  it("pages through every user once, newest first, and finds users by e-mail or name prefix and by id", async () => {
    const { listUsersPage } = await import("@/lib/admin/users");
    const { sql } = await import("drizzle-orm");
    const tag = `p${Date.now().toString(36)}`;
    await db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
      select ${`${tag}_`} || g, 'Paged ' || g, ${`${tag}_`} || g || '@example.com', true, now(), now() from generate_series(1, 60) g`);
    const seen: string[] = [];
    let after: import("@/lib/keyset").KeysetCursor | undefined;
    for (let i = 0; i < 10; i++) {
      const page = await listUsersPage({ query: tag, after, size: 25 });
      seen.push(...page.rows.map((r) => r.id));
      if (!page.next) break;
      after = (await import("@/lib/keyset")).decodeCursor(page.next);
    }
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);

    expect((await listUsersPage({ query: `${tag}_7@` })).rows.map((r) => r.id)).toEqual([`${tag}_7`]);
    expect((await listUsersPage({ query: `${tag}_42` })).rows.map((r) => r.id)).toEqual([`${tag}_42`]);
    // LIKE's wildcards are matched literally, and NUL is harmless.
    expect((await listUsersPage({ query: "%" })).rows).toEqual([]);
    expect((await listUsersPage({ query: `${tag}\u0000` })).rows.length).toBeGreaterThan(0);
  });

  it("refuses malformed input to an action with a clear sentence and changes nothing", async () => {
    actAs(op.client);
    for (const input of [{ userId: "a\u0000b" }, { userId: "" }, {}, { userId: 5 }, null]) {
      const result = await userActions.unbanUserAction(input as never);
      expect(result).toMatchObject({ ok: false, code: "VALIDATION_ERROR", message: "Check the fields and try again." });
    }
    expect(await userActions.banUserAction({ userId: memberUser.user.id, reason: "x\u0000", days: 1 })).toMatchObject({
      code: "VALIDATION_ERROR",
    });
    expect(await userActions.banUserAction({ userId: memberUser.user.id, reason: "", days: -3 })).toMatchObject({
      code: "VALIDATION_ERROR",
    });
    expect((await findUser(memberUser.user.id)).banned).toBe(false);
  });
});

describe("deleting a user", () => {
  it("is refused while the user is the only owner of an organization with other members, and nothing changes", async () => {
    actAs(op.client);
    expect(await userActions.deleteUserAction({ userId: owner.user.id })).toEqual({
      ok: false,
      code: "ONLY_OWNER_OF_ORGANIZATION",
      message: "This user is the only owner of an organization that has other members. Make one of them an owner before deleting the user.",
    });
    expect(await findUser(owner.user.id)).toBeDefined();
    expect(await db.select().from(member).where(eq(member.organizationId, owner.organizationId))).toHaveLength(2);
  });

  it("goes ahead for the owner of an organization nobody else is in, and for an owner who shares ownership", async () => {
    actAs(op.client);
    const alone = await organizationOwner();
    expect(await userActions.deleteUserAction({ userId: alone.user.id })).toEqual({ ok: true });
    expect(await findUser(alone.user.id)).toBeUndefined();

    const sharing = await organizationOwner();
    const coOwner = await verifiedUser();
    await db
      .insert(member)
      .values({ id: `m-co-${Date.now()}`, organizationId: sharing.organizationId, userId: coOwner.user.id, role: "owner" });
    expect(await userActions.deleteUserAction({ userId: sharing.user.id })).toEqual({ ok: true });
    expect(await findUser(sharing.user.id)).toBeUndefined();
  });
});

/** The newest audit entry of one kind. */
async function lastAudit(action: string) {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

async function activityOf(organizationId: string) {
  return db
    .select()
    .from(organizationActivity)
    .where(eq(organizationActivity.organizationId, organizationId))
    .orderBy(desc(organizationActivity.createdAt), desc(organizationActivity.id));
}

async function invitationsTo(organizationId: string, email: string) {
  return db
    .select()
    .from(invitation)
    .where(and(eq(invitation.organizationId, organizationId), eq(invitation.email, email)))
    .orderBy(invitation.createdAt);
}

describe("an operator's invitations", () => {
  it("refuses a member, an organization owner and a signed-out visitor, with valid input, and sends nothing", async () => {
    const email = uniqueEmail("refused-invitee");
    const [pending] = await db
      .insert(invitation)
      .values({
        id: `inv-${Date.now()}`,
        organizationId: owner.organizationId,
        email: uniqueEmail("pending"),
        role: "member",
        status: "pending",
        inviterId: owner.user.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    const before = await db.select().from(auditLog);
    for (const who of [null, memberUser.client, owner.client]) {
      actAs(who);
      const sent = await invitationActions.sendInvitationAction({ organizationId: owner.organizationId, email, role: "member" });
      expect(sent).toMatchObject({ ok: false, code: "FORBIDDEN", message: "Only an operator can do this." });
      const resent = await invitationActions.resendInvitationAction({ organizationId: owner.organizationId, invitationId: pending.id });
      expect(resent).toMatchObject({ ok: false, code: "FORBIDDEN" });
    }
    expect(await invitationsTo(owner.organizationId, email)).toEqual([]);
    expect((await db.select().from(invitation).where(eq(invitation.id, pending.id)))[0].expiresAt).toEqual(pending.expiresAt);
    expect(await settledMailCount(email)).toBe(0);
    expect(await settledMailCount(pending.email)).toBe(0);
    expect(await db.select().from(auditLog)).toHaveLength(before.length);
  });

  it("invites with a role and a team by the owners' mail, logged in the audit and activity logs; the invitee joins through it", async () => {
    const invitee = await verifiedUser();
    actAs(op.client);
    expect(await teamActions.createTeamAction({ organizationId: owner.organizationId, name: "Support" })).toEqual({ ok: true });
    const [support] = await db
      .select()
      .from(team)
      .where(and(eq(team.organizationId, owner.organizationId), eq(team.name, "Support")));

    const before = Date.now();
    expect(
      await invitationActions.sendInvitationAction({
        organizationId: owner.organizationId,
        email: ` ${invitee.email.toUpperCase()} `,
        role: "admin",
        teamId: support.id,
      }),
    ).toEqual({ ok: true });
    const [row] = await invitationsTo(owner.organizationId, invitee.email);
    expect(row).toMatchObject({ role: "admin", status: "pending", teamId: support.id, inviterId: op.user.id });
    expect(row.id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(row.expiresAt.getTime() - before).toBeGreaterThan(172_800_000 - 60_000);
    expect(row.expiresAt.getTime() - before).toBeLessThanOrEqual(172_800_000 + 60_000);

    // The mail an owner's invitation sends: same subject, the accept page's link.
    const mail = await lastMailTo(invitee.email);
    expect(mail.link).toBe(`${BASE}/accept-invitation/${row.id}`);
    const ownersInvitee = uniqueEmail("owners-invitee");
    expect(
      (
        await owner.client.post("/organization/invite-member", {
          email: ownersInvitee,
          role: "admin",
          organizationId: owner.organizationId,
        })
      ).status,
    ).toBe(200);
    expect(mail.subject).toBe((await lastMailTo(ownersInvitee)).subject);

    expect(await lastAudit("invitation.create")).toMatchObject({
      actorId: op.user.id,
      targetOrganizationId: owner.organizationId,
      targetLabel: invitee.email,
      ipAddress: "203.0.113.7",
      data: { role: "admin", team: "Support" },
    });
    expect(JSON.stringify((await lastAudit("invitation.create")).data)).not.toContain(row.id);
    expect((await activityOf(owner.organizationId)).find((a) => a.action === "invited" && a.target === invitee.email)).toMatchObject({
      actorId: op.user.id,
      data: { role: "admin" },
    });

    const accepted = await invitee.client.post("/organization/accept-invitation", { invitationId: row.id });
    expect(accepted.status).toBe(200);
    const [joined] = await db
      .select()
      .from(member)
      .where(and(eq(member.organizationId, owner.organizationId), eq(member.userId, invitee.user.id)));
    expect(joined.role).toBe("admin");
    expect(
      await db
        .select()
        .from(teamMember)
        .where(and(eq(teamMember.teamId, support.id), eq(teamMember.userId, invitee.user.id))),
    ).toHaveLength(1);
  });

  it("replaces a pending invitation when the same address is invited again, and refuses members and bad ids, changing nothing", async () => {
    actAs(op.client);
    const email = uniqueEmail("twice");
    const org = owner.organizationId;
    expect(await invitationActions.sendInvitationAction({ organizationId: org, email, role: "member" })).toEqual({ ok: true });
    expect(await invitationActions.sendInvitationAction({ organizationId: org, email, role: "admin" })).toEqual({ ok: true });
    expect((await invitationsTo(org, email)).map((i) => [i.role, i.status])).toEqual([
      ["member", "canceled"],
      ["admin", "pending"],
    ]);
    expect(await settledMailCount(email)).toBe(2);
    // Sent at once (a double click, two operators), each still replaces the one before: one stays pending.
    const atOnce = uniqueEmail("at-once");
    const sent = await Promise.all(
      Array.from({ length: 6 }, () => invitationActions.sendInvitationAction({ organizationId: org, email: atOnce, role: "member" })),
    );
    expect(sent).toEqual(Array(6).fill({ ok: true }));
    expect((await invitationsTo(org, atOnce)).filter((i) => i.status === "pending")).toHaveLength(1);

    const auditBefore = (await db.select().from(auditLog)).length;
    const memberMails = await settledMailCount(memberUser.email);
    const refusals: [unknown, string, string][] = [
      [{ organizationId: org, email: memberUser.email, role: "member" }, "ALREADY_A_MEMBER", "This person is already a member."],
      [{ organizationId: "no-such-org", email, role: "member" }, "ORGANIZATION_NOT_FOUND", "This organization no longer exists."],
      [{ organizationId: org, email, role: "member", teamId: "no-such-team" }, "TEAM_NOT_FOUND", "This team no longer exists."],
      [{ organizationId: org, email: "not-an-address", role: "member" }, "VALIDATION_ERROR", "Check the fields and try again."],
      [{ organizationId: org, email, role: "superuser" }, "VALIDATION_ERROR", "Check the fields and try again."],
      [{ organizationId: "a\u0000b", email, role: "member" }, "VALIDATION_ERROR", "Check the fields and try again."],
    ];
    for (const [input, code, message] of refusals) {
      expect([input, await invitationActions.sendInvitationAction(input as never)]).toEqual([input, { ok: false, code, message }]);
    }
    expect((await invitationsTo(org, email)).map((i) => i.status)).toEqual(["canceled", "pending"]);
    expect(await settledMailCount(email)).toBe(2);
    expect(await settledMailCount(memberUser.email)).toBe(memberMails);
    expect((await db.select().from(auditLog)).length).toBe(auditBefore);
  });

  it("sends a pending invitation again, valid for the full time again; a withdrawn or unknown one is refused", async () => {
    actAs(op.client);
    const email = uniqueEmail("resend");
    const org = owner.organizationId;
    expect(await invitationActions.sendInvitationAction({ organizationId: org, email, role: "member" })).toEqual({ ok: true });
    const [row] = await invitationsTo(org, email);
    await db
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(invitation.id, row.id));
    expect(await settledMailCount(email)).toBe(1);

    expect(await invitationActions.resendInvitationAction({ organizationId: org, invitationId: row.id })).toEqual({ ok: true });
    const [again] = await db.select().from(invitation).where(eq(invitation.id, row.id));
    expect(again.expiresAt.getTime()).toBeGreaterThan(Date.now() + 172_800_000 - 60_000);
    expect(await settledMailCount(email)).toBe(2);
    expect((await mailsTo(email))[0].link).toBe(`${BASE}/accept-invitation/${row.id}`);
    expect(await lastAudit("invitation.resend")).toMatchObject({ actorId: op.user.id, targetLabel: email, data: { role: "member" } });

    expect(await organizationActions.cancelInvitationAction({ organizationId: org, invitationId: row.id })).toEqual({ ok: true });
    for (const input of [
      { organizationId: org, invitationId: row.id },
      { organizationId: org, invitationId: "no-such-invitation" },
      { organizationId: "another-org", invitationId: row.id },
    ]) {
      expect(await invitationActions.resendInvitationAction(input)).toEqual({
        ok: false,
        code: "INVITATION_NOT_FOUND",
        message: "This invitation is no longer pending.",
      });
    }
    expect(await settledMailCount(email)).toBe(2);
  });
});

/** A new person invited by the organization's owner with `role`, who has accepted. */
async function joined(org: Awaited<ReturnType<typeof organizationOwner>>, role: "owner" | "member") {
  const person = await verifiedUser();
  const invited = await org.client.post("/organization/invite-member", { email: person.email, role, organizationId: org.organizationId });
  expect((await person.client.post("/organization/accept-invitation", { invitationId: invited.body.id })).status).toBe(200);
  return person;
}

describe("an operator's member removal", () => {
  it("and an owner's leaving at once leave the organization an owner", async () => {
    // Each sees the other owner still there; the one that comes second now sees it gone, and is refused. Three
    // organizations: which of the two comes first varies.
    for (let round = 0; round < 3; round++) {
      const org = await organizationOwner();
      const second = await joined(org, "owner");
      const [first] = await db
        .select()
        .from(member)
        .where(and(eq(member.organizationId, org.organizationId), eq(member.userId, org.user.id)));
      actAs(op.client);
      const [removed, left] = await Promise.all([
        organizationActions.removeMemberAction({ organizationId: org.organizationId, memberId: first.id }),
        second.client.post("/organization/leave", { organizationId: org.organizationId }),
      ]);
      const members = await db.select().from(member).where(eq(member.organizationId, org.organizationId));
      expect(members.filter((m) => m.role === "owner")).toHaveLength(1);
      expect([removed.ok, left.status === 200].filter(Boolean)).toHaveLength(1);
    }
  });

  it("leaves the removed person without that organization active and out of its teams, as better-auth's removeMember does", async () => {
    const org = await organizationOwner();
    const colleague = await joined(org, "member");
    const active = async (person: Signed) =>
      (await person.client.get("/get-session?disableCookieCache=true")).body.session.activeOrganizationId as string | null;
    expect(await active(colleague)).toBe(org.organizationId);
    const [row] = await db
      .select()
      .from(member)
      .where(and(eq(member.organizationId, org.organizationId), eq(member.userId, colleague.user.id)));
    actAs(op.client);
    // In a team of the organization: the removal takes them out of it too, and its count follows.
    expect(await teamActions.createTeamAction({ organizationId: org.organizationId, name: "Leavers" })).toEqual({ ok: true });
    const [leavers] = await db
      .select()
      .from(team)
      .where(and(eq(team.organizationId, org.organizationId), eq(team.name, "Leavers")));
    expect(
      await teamActions.addTeamMemberAction({ organizationId: org.organizationId, teamId: leavers.id, userId: colleague.user.id }),
    ).toEqual({
      ok: true,
    });
    expect(await organizationActions.removeMemberAction({ organizationId: org.organizationId, memberId: row.id })).toEqual({ ok: true });
    expect(await active(colleague)).toBeNull();
    expect(await active(org)).toBe(org.organizationId);
    expect(await db.select().from(teamMember).where(eq(teamMember.userId, colleague.user.id))).toEqual([]);
    const [after] = await db.select().from(team).where(eq(team.id, leavers.id));
    expect(after.memberCount).toBe(0);
  });
});

describe("an operator's teams", () => {
  it("refuses a member, an organization owner and a signed-out visitor, with valid input, and changes nothing", async () => {
    actAs(op.client);
    expect(await teamActions.createTeamAction({ organizationId: owner.organizationId, name: "Guarded" })).toEqual({ ok: true });
    const [guarded] = await db
      .select()
      .from(team)
      .where(and(eq(team.organizationId, owner.organizationId), eq(team.name, "Guarded")));
    const before = await db.select().from(auditLog);
    for (const who of [null, memberUser.client, owner.client]) {
      actAs(who);
      const results = await Promise.all([
        teamActions.createTeamAction({ organizationId: owner.organizationId, name: "Sneaky" }),
        teamActions.renameTeamAction({ organizationId: owner.organizationId, teamId: guarded.id, name: "Sneaky" }),
        teamActions.addTeamMemberAction({ organizationId: owner.organizationId, teamId: guarded.id, userId: memberUser.user.id }),
        teamActions.removeTeamMemberAction({ organizationId: owner.organizationId, teamId: guarded.id, userId: memberUser.user.id }),
      ]);
      for (const result of results)
        expect(result).toMatchObject({ ok: false, code: "FORBIDDEN", message: "Only an operator can do this." });
    }
    expect(await db.select().from(team).where(eq(team.name, "Sneaky"))).toEqual([]);
    expect((await db.select().from(team).where(eq(team.id, guarded.id)))[0].name).toBe("Guarded");
    expect(await db.select().from(teamMember).where(eq(teamMember.teamId, guarded.id))).toEqual([]);
    expect(await db.select().from(auditLog)).toHaveLength(before.length);
  });

  it("keeps an organization's last team, as better-auth does for owners unless ALLOW_REMOVING_ALL_TEAMS", async () => {
    actAs(op.client);
    const fresh = await organizationOwner();
    const org = fresh.organizationId;
    expect(await teamActions.createTeamAction({ organizationId: org, name: "Spare" })).toEqual({ ok: true });
    const teams = await db.select().from(team).where(eq(team.organizationId, org));
    for (const extra of teams.slice(1))
      expect(await organizationActions.deleteTeamAction({ organizationId: org, teamId: extra.id })).toEqual({ ok: true });
    const last = teams[0];
    expect(await organizationActions.deleteTeamAction({ organizationId: org, teamId: last.id })).toEqual({
      ok: false,
      code: "UNABLE_TO_REMOVE_LAST_TEAM",
      message: "An organization keeps at least one team: create another before deleting this one.",
    });
    expect((await db.select().from(team).where(eq(team.organizationId, org))).map((t) => t.id)).toEqual([last.id]);
  });

  it("creates and deletes a team through better-auth: one activity entry each, as the operator, and pending invitations let go of it", async () => {
    actAs(op.client);
    const fresh = await organizationOwner();
    const org = fresh.organizationId;
    expect(await teamActions.createTeamAction({ organizationId: org, name: "Interim" })).toEqual({ ok: true });
    const [interim] = await db
      .select()
      .from(team)
      .where(and(eq(team.organizationId, org), eq(team.name, "Interim")));
    const email = uniqueEmail();
    expect(await invitationActions.sendInvitationAction({ organizationId: org, email, role: "member", teamId: interim.id })).toEqual({
      ok: true,
    });
    expect(await organizationActions.deleteTeamAction({ organizationId: org, teamId: interim.id })).toEqual({ ok: true });
    expect(await db.select().from(team).where(eq(team.id, interim.id))).toEqual([]);
    const [pending] = await invitationsTo(org, email);
    expect(pending).toMatchObject({ status: "pending", teamId: null });
    const teamEntries = (await activityOf(org))
      .filter((a) => a.target === "Interim")
      .map((a) => [a.action, a.actorId])
      .sort();
    expect(teamEntries).toEqual([
      ["team_created", op.user.id],
      ["team_deleted", op.user.id],
    ]);
    expect(await lastAudit("team.delete")).toMatchObject({ targetOrganizationId: org, targetLabel: "Interim" });
  });

  it("creates and renames a team and moves a member in and out as better-auth would, each logged", async () => {
    actAs(op.client);
    const org = owner.organizationId;
    expect(await teamActions.createTeamAction({ organizationId: org, name: "  Billing  " })).toEqual({ ok: true });
    const [billing] = await db
      .select()
      .from(team)
      .where(and(eq(team.organizationId, org), eq(team.name, "Billing")));
    expect(await lastAudit("team.create")).toMatchObject({
      targetOrganizationId: org,
      targetLabel: "Billing",
      data: { teamId: billing.id },
    });

    expect(await teamActions.renameTeamAction({ organizationId: org, teamId: billing.id, name: "Finance" })).toEqual({ ok: true });
    expect((await db.select().from(team).where(eq(team.id, billing.id)))[0].name).toBe("Finance");
    expect(await lastAudit("team.update")).toMatchObject({
      targetLabel: "Finance",
      data: { teamId: billing.id, from: "Billing", to: "Finance" },
    });

    const add = { organizationId: org, teamId: billing.id, userId: memberUser.user.id };
    expect(await teamActions.addTeamMemberAction(add)).toEqual({ ok: true });
    expect(await teamActions.addTeamMemberAction(add)).toMatchObject({
      ok: false,
      code: "ALREADY_IN_TEAM",
      message: "This person is already in the team.",
    });
    const [seat] = await db.select().from(teamMember).where(eq(teamMember.teamId, billing.id));
    // better-auth's key for this pair: its own endpoints see the same membership.
    const { createHash } = await import("node:crypto");
    expect(seat.membershipKey).toBe(
      createHash("sha256")
        .update(JSON.stringify([billing.id, memberUser.user.id]))
        .digest("base64url"),
    );
    expect((await db.select().from(team).where(eq(team.id, billing.id)))[0].memberCount).toBe(1);
    const listed = await memberUser.client.get(`/organization/list-team-members?teamId=${billing.id}`);
    expect(listed.status).toBe(200);
    expect((listed.body as { userId: string }[]).map((m) => m.userId)).toEqual([memberUser.user.id]);
    // An owner adding the same person through better-auth finds the operator's row and adds no second one.
    expect((await owner.client.post("/organization/add-team-member", add)).status).toBe(200);
    expect(await db.select().from(teamMember).where(eq(teamMember.teamId, billing.id))).toHaveLength(1);
    expect((await db.select().from(team).where(eq(team.id, billing.id)))[0].memberCount).toBe(1);
    expect(await lastAudit("team.member_add")).toMatchObject({
      targetUserId: memberUser.user.id,
      targetLabel: memberUser.email,
      data: { team: "Finance", teamId: billing.id },
    });

    expect(await teamActions.removeTeamMemberAction(add)).toEqual({ ok: true });
    expect(await teamActions.removeTeamMemberAction(add)).toMatchObject({ ok: false, code: "NOT_IN_TEAM" });
    expect(await db.select().from(teamMember).where(eq(teamMember.teamId, billing.id))).toEqual([]);
    expect((await db.select().from(team).where(eq(team.id, billing.id)))[0].memberCount).toBe(0);
    expect(await lastAudit("team.member_remove")).toMatchObject({ targetUserId: memberUser.user.id, data: { team: "Finance" } });

    const activity = (await activityOf(org)).filter((a) => a.actorId === op.user.id).map((a) => [a.action, a.target]);
    expect(activity).toEqual(
      expect.arrayContaining([
        ["team_created", "Billing"],
        ["team_updated", "Finance"],
        ["team_member_added", memberUser.email],
        ["team_member_removed", memberUser.email],
      ]),
    );
  });

  it("refuses an outsider, bad names and unknown or foreign ids, changing nothing", async () => {
    const outsider = await verifiedUser();
    const other = await organizationOwner();
    actAs(op.client);
    const org = owner.organizationId;
    expect(await teamActions.createTeamAction({ organizationId: org, name: "Ops" })).toEqual({ ok: true });
    const [ops] = await db
      .select()
      .from(team)
      .where(and(eq(team.organizationId, org), eq(team.name, "Ops")));
    const before = (await db.select().from(auditLog)).length;
    const cases: [Promise<{ ok: boolean; code?: string }>, string][] = [
      [teamActions.addTeamMemberAction({ organizationId: org, teamId: ops.id, userId: outsider.user.id }), "NOT_A_MEMBER"],
      [teamActions.addTeamMemberAction({ organizationId: other.organizationId, teamId: ops.id, userId: other.user.id }), "TEAM_NOT_FOUND"],
      [teamActions.renameTeamAction({ organizationId: org, teamId: "no-such-team", name: "X" }), "TEAM_NOT_FOUND"],
      [teamActions.renameTeamAction({ organizationId: org, teamId: ops.id, name: "   " }), "VALIDATION_ERROR"],
      [teamActions.renameTeamAction({ organizationId: org, teamId: ops.id, name: "x".repeat(101) }), "VALIDATION_ERROR"],
      [teamActions.createTeamAction({ organizationId: "no-such-org", name: "Ghost" }), "ORGANIZATION_NOT_FOUND"],
      [teamActions.createTeamAction({ organizationId: org, name: "a\u0000b" }), "VALIDATION_ERROR"],
      [teamActions.removeTeamMemberAction({ organizationId: org, teamId: ops.id, userId: outsider.user.id }), "NOT_IN_TEAM"],
    ];
    for (const [call, code] of cases) expect(await call).toMatchObject({ ok: false, code });
    expect((await db.select().from(team).where(eq(team.id, ops.id)))[0].name).toBe("Ops");
    expect(await db.select().from(teamMember).where(eq(teamMember.teamId, ops.id))).toEqual([]);
    expect(await db.select().from(team).where(eq(team.name, "Ghost"))).toEqual([]);
    expect((await db.select().from(auditLog)).length).toBe(before);
  });
});
