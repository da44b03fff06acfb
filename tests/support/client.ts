import { desc, eq } from "drizzle-orm";
import { GET, POST } from "@/app/api/auth/[...all]/route";
import * as getSessionRoute from "@/app/api/auth/get-session/route";
import { db } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import { outboxMail } from "@/db/schema";
import { mailDrained } from "@/lib/email/transport";
import type { JsonReply } from "./json";

export const BASE = process.env.BETTER_AUTH_URL ?? "http://localhost:3000";

/**
 * A browser-like caller of the real /api/auth route handler: keeps its cookies, sends the app's Origin,
 * and returns status, JSON body and headers.
 */
export class TestClient {
  cookies = new Map<string, string>();
  constructor(public headers: Record<string, string> = {}) {}

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(method: "GET" | "POST", path: string, body?: unknown, extra: Record<string, string> = {}) {
    await ensureMigrated();
    const url = path.startsWith("http") ? path : `${BASE}/api/auth${path}`;
    const headers: Record<string, string> = { origin: BASE, ...this.headers, ...extra };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    let init: RequestInit = { method, headers };
    if (body !== undefined) {
      headers["content-type"] = "application/json";
      init = { ...init, body: typeof body === "string" ? body : JSON.stringify(body) };
    }
    // As in Next.js, the static get-session route wins over the catch-all.
    const route = new URL(url).pathname === "/api/auth/get-session" ? getSessionRoute : { GET, POST };
    const res = await (method === "GET" ? route.GET : route.POST)(new Request(url, init));
    this.keep(res);
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, body: json as JsonReply, headers: res.headers, location: res.headers.get("location") };
  }

  get(path: string, extra?: Record<string, string>) {
    return this.request("GET", path, undefined, extra);
  }
  post(path: string, body?: unknown, extra?: Record<string, string>) {
    return this.request("POST", path, body ?? {}, extra);
  }
}

let counter = 0;
export function uniqueEmail(prefix = "user") {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * Mails go to the development outbox in tests, through the job queue: wait until the queued mails are delivered
 * (the process's first mail also waits for the queue to start). With a subject, waits for the latest mail with
 * that subject (an earlier mail of another kind does not count).
 */
export async function lastMailTo(email: string, timeoutMs = 15_000, subject?: string) {
  await mailDrained();
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const [row] = await db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.to, email.toLowerCase()))
      .orderBy(desc(outboxMail.createdAt))
      .limit(1);
    if (row && (subject === undefined || row.subject === subject)) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${email}`);
}

export async function mailsTo(email: string) {
  return db.select().from(outboxMail).where(eq(outboxMail.to, email.toLowerCase())).orderBy(desc(outboxMail.createdAt));
}

/** Signs up and verifies through the real mail link; returns a signed-in client. */
export async function verifiedUser(password = "correct-horse-battery") {
  const client = new TestClient();
  const email = uniqueEmail();
  const signUp = await client.post("/sign-up/email", { email, password, name: "Test User" });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  const mail = await lastMailTo(email);
  await client.get(mail.link!);
  const signIn = await client.post("/sign-in/email", { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signIn.body)}`);
  return { client, email, password, user: signIn.body.user as { id: string; email: string } };
}
