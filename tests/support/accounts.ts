import { eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import { account, session, user } from "@/db/schema";
import { mailDrained } from "@/lib/email/transport";
import { BASE, lastMailTo, mailsTo, TestClient, uniqueEmail } from "./client";

export const SESSION_COOKIE = "better-auth.session_token";
export const SESSION_DATA_COOKIE = "better-auth.session_data";
export const DONT_REMEMBER_COOKIE = "better-auth.dont_remember";

/** The raw Set-Cookie line for one cookie name, if the response set it. */
export function setCookieLine(headers: Headers, name: string): string | undefined {
  return headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

/** Signs in a new client by password; returns the client and the session token of the reply. */
export async function signIn(email: string, password: string, body: Record<string, unknown> = {}, headers?: Record<string, string>) {
  const client = new TestClient(headers);
  const res = await client.post("/sign-in/email", { email, password, ...body });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, token: res.body.token as string, res };
}

/** The session tokens of a user, as stored. */
export async function sessionTokens(userId: string) {
  const rows = await db.select({ token: session.token }).from(session).where(eq(session.userId, userId));
  return rows.map((r) => r.token).sort();
}

export async function findSession(token: string) {
  const [row] = await db.select().from(session).where(eq(session.token, token));
  return row;
}

export async function findUser(id: string) {
  const [row] = await db.select().from(user).where(eq(user.id, id));
  return row;
}

export async function findUserByEmail(email: string) {
  const [row] = await db.select().from(user).where(eq(user.email, email.toLowerCase()));
  return row;
}

export async function accountsOf(userId: string) {
  return db.select().from(account).where(eq(account.userId, userId));
}

/** Makes every session of a user look created `seconds` ago: older than freshAge, no longer fresh. */
export async function ageSessions(userId: string, seconds: number) {
  await db
    .update(session)
    .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(session.userId, userId));
}

/**
 * Signs up (and so creates) a user by magic link: no password, a verified address.
 * Returns the signed-in client.
 */
export async function magicLinkUser(email = uniqueEmail("magic")) {
  const client = new TestClient();
  const res = await client.post("/sign-in/magic-link", { email, callbackURL: "/" });
  if (res.status !== 200) throw new Error(`magic link failed: ${JSON.stringify(res.body)}`);
  const mail = await lastMailTo(email);
  const opened = await client.get(mail.link!);
  if (opened.status !== 302) throw new Error(`magic link verify failed: ${opened.status}`);
  const me = await client.get("/get-session");
  return { client, email, user: me.body.user as { id: string; email: string } };
}

/** A path relative to the auth base, from an absolute link of a mail. */
export function authPath(link: string) {
  const url = new URL(link);
  return `${url.pathname.replace(/^\/api\/auth/, "")}${url.search}`;
}

export { BASE };

/** Waits until `email` has received more than `before` mails, and returns the newest. */
export async function nextMailTo(email: string, before: number, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mails = await mailsTo(email);
    if (mails.length > before) return mails[0];
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no new mail to ${email}`);
}

/** Mail is sent in the background: once every mail handed over so far is delivered, how many `email` has. */
export async function settledMailCount(email: string) {
  await mailDrained();
  return (await mailsTo(email)).length;
}

/** How many mails an address has received so far (migrating first, should this be the file's first query). */
export async function mailCount(email: string) {
  await ensureMigrated();
  return (await mailsTo(email)).length;
}
