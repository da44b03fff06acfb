import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { auditLog, member } from "@/db/schema";
import { grantOperators } from "@/lib/admin/operators";
import { currentOperator } from "@/lib/admin/guard";
import * as organizationActions from "@/lib/admin/organization-actions";
import * as userActions from "@/lib/admin/user-actions";
import { findUser, sessionTokens } from "../support/accounts";
import { TestClient, verifiedUser } from "../support/client";
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

const actions = Object.entries({ ...userActions, ...organizationActions }).filter(([name]) => name !== "stopImpersonatingAction") as [
  string,
  (input: unknown) => Promise<{ ok: boolean; code?: string; message?: string }>,
][];

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
    expect(actions.length).toBeGreaterThanOrEqual(15);
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
