import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { db } from "@/db/client";
import { verification } from "@/db/schema";
import { aboutConnection, recordSsoActivity } from "./activity";
import { updateConnectionSettings } from "./connections";

/** How long a started test may take at the provider. */
const TEST_WINDOW_MS = 10 * 60 * 1000;
const identifier = (providerId: string) => `sso-test:${providerId}`;

/** Opens a test of a connection that is still off: its next round trip within ten minutes is let through and recorded. */
export async function startTestRun(providerId: string, userId: string): Promise<void> {
  await db.delete(verification).where(eq(verification.identifier, identifier(providerId)));
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: identifier(providerId),
    value: userId,
    expiresAt: new Date(Date.now() + TEST_WINDOW_MS),
  });
}

export async function testRunOpen(providerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(and(eq(verification.identifier, identifier(providerId)), gt(verification.expiresAt, new Date())))
    .limit(1);
  return Boolean(row);
}

/** Keys that are never shown back, whatever a provider names its attributes. */
const SECRET_KEYS = /token|secret|password|assertion/i;

/** What the provider sent, as the test's result: its attributes or claims, secrets left out, values bounded. */
export function shownAttributes(userInfo: Record<string, unknown>): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(userInfo).slice(0, 50)) {
    if (SECRET_KEYS.test(key) || value === undefined) continue;
    const text = typeof value === "string" ? value : JSON.stringify(value);
    shown[key.slice(0, 100)] = text && text.length > 500 ? `${text.slice(0, 500)}…` : value;
  }
  return shown;
}

/**
 * A round trip came back through an open test: its result is stored on the connection, the test is closed, and the
 * organization's activity log says who tested it.
 */
export async function finishTestRun(providerId: string, userInfo: Record<string, unknown>): Promise<void> {
  const closed = await db
    .delete(verification)
    .where(and(eq(verification.identifier, identifier(providerId)), gt(verification.expiresAt, new Date())))
    .returning({ id: verification.id, testerId: verification.value });
  if (closed.length === 0) return;
  const row = await updateConnectionSettings(providerId, { testedAt: new Date(), testResult: JSON.stringify(shownAttributes(userInfo)) });
  if (row?.organizationId)
    await recordSsoActivity({
      organizationId: row.organizationId,
      action: "sso_connection_tested",
      ...aboutConnection(row),
      actorId: closed[0]!.testerId,
    });
}
