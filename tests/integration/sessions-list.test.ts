import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { session } from "@/db/schema";
import { userDetail } from "@/lib/admin/users";
import { listActiveSessions, SESSIONS_LISTED } from "@/lib/auth/server/queries";
import { verifiedUser } from "../support/client";

/**
 * The sessions lists (the settings page's and the console's) show the newest SESSIONS_LISTED sessions and count
 * the rest: an API client that signs in again and again can hold hundreds.
 */

/** `count` sessions for `userId`: signed in a minute apart, the last one newest; used a minute apart, the first one last. */
async function addSessions(userId: string, count: number, options: { expired?: boolean } = {}) {
  const ids = Array.from({ length: count }, () => randomUUID());
  await db.insert(session).values(
    ids.map((id, i) => ({
      id,
      userId,
      token: randomUUID(),
      userAgent: `agent ${i}`,
      expiresAt: options.expired ? sql`now() - interval '1 minute'` : sql`now() + interval '1 day'`,
      createdAt: sql`now() - make_interval(mins => ${count - i})`,
      updatedAt: sql`now() - make_interval(mins => ${i + 1})`,
    })),
  );
  return ids;
}

/** The session `user` signed in with, left as their only one (signing up and verifying opened others). */
async function onlySession(user: Awaited<ReturnType<typeof verifiedUser>>) {
  const id = (await user.client.get("/get-session?disableCookieCache=true")).body.session.id as string;
  await db.execute(sql`delete from "session" where user_id = ${user.user.id} and id <> ${id}`);
  return id;
}

describe("the sessions lists", () => {
  it("settings: the session in use first, then the newest, and how many are live in all", async () => {
    const user = await verifiedUser();
    const current = await onlySession(user);
    await db.execute(sql`update "session" set created_at = now() - interval '1 day' where id = ${current}`);
    const older = await addSessions(user.user.id, SESSIONS_LISTED + 4);
    await addSessions(user.user.id, 3, { expired: true });
    await addSessions((await verifiedUser()).user.id, 2);

    const listed = await listActiveSessions(user.user.id, current);
    expect(listed.total).toBe(SESSIONS_LISTED + 5);
    expect(listed.sessions.map((s) => s.id)).toEqual([current, ...older.slice(-(SESSIONS_LISTED - 1)).reverse()]);
    expect(listed.sessions[0]).not.toHaveProperty("token");
  });

  it("settings: a person with a few sessions sees them all", async () => {
    const user = await verifiedUser();
    const current = await onlySession(user);
    const others = await addSessions(user.user.id, 2);
    const listed = await listActiveSessions(user.user.id, current);
    expect(listed).toEqual({ total: 3, sessions: expect.any(Array) });
    expect(listed.sessions.map((s) => s.id)).toEqual([current, ...others.reverse()]);
  });

  it("the console: the sessions used last, and how many are live in all", async () => {
    const user = await verifiedUser();
    const current = await onlySession(user);
    const added = await addSessions(user.user.id, SESSIONS_LISTED + 2);
    await addSessions(user.user.id, 1, { expired: true });
    const detail = (await userDetail(user.user.id))!;
    expect(detail.sessionsTotal).toBe(SESSIONS_LISTED + 3);
    // The one in use was used now; the added ones a minute apart, the first added used last.
    expect(detail.sessions.map((s) => s.id)).toEqual([current, ...added.slice(0, SESSIONS_LISTED - 1)]);
  });

  it("signing out of all other sessions ends the unlisted ones too", async () => {
    const user = await verifiedUser();
    const current = await onlySession(user);
    await addSessions(user.user.id, SESSIONS_LISTED + 5);
    expect((await user.client.post("/revoke-other-sessions", {})).status).toBe(200);
    const listed = await listActiveSessions(user.user.id, current);
    expect(listed.total).toBe(1);
    expect(listed.sessions.map((s) => s.id)).toEqual([current]);
  });
});
