/**
 * Stand-ins for next/headers and next-intl/server, for calling server actions and server components outside
 * Next.js: `vi.mock("next/headers", () => import("../support/next-request"))` and
 * `vi.mock("next-intl/server", () => import("../support/next-request"))`. `actAs(client)` makes the next calls
 * carry that test client's cookies (null: a signed-out visitor); translations are English.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createFormatter, createTranslator } from "use-intl/core";
import type { TestClient } from "./client";

const messages = JSON.parse(readFileSync(path.join(__dirname, "../../messages/en.json"), "utf8")) as Record<string, unknown>;

let current: Headers = new Headers();

export function actAs(client: TestClient | null, extra: Record<string, string> = {}) {
  current = new Headers({ "x-forwarded-for": "203.0.113.7", "user-agent": "vitest", ...extra });
  if (client?.cookies.size) current.set("cookie", client.cookieHeader());
}

export async function headers() {
  return current;
}

/** Cookies written by better-auth's nextCookies() plugin during a server action are kept for the next call. */
export async function cookies() {
  const jar = new Map(
    (current.get("cookie") ?? "")
      .split(";")
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => [p.slice(0, p.indexOf("=")), p.slice(p.indexOf("=") + 1)] as const),
  );
  return {
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  };
}

export async function getTranslations(namespace?: string) {
  return createTranslator({ locale: "en", messages, namespace: namespace as never });
}
export async function getFormatter() {
  return createFormatter({ locale: "en", timeZone: "UTC" });
}
export async function getLocale() {
  return "en";
}
export async function getNow() {
  return new Date();
}
