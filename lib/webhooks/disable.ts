import "server-only";
import { and, eq, like, or } from "drizzle-orm";
import { db } from "@/db/client";
import { member, organization, user, webhookEndpoint } from "@/db/schema";
import { renderMail } from "@/lib/email/templates";
import { baseURL } from "@/lib/env";
import { startedBoss } from "@/lib/jobs/boss";
import { defaultLocale, localeOfCode } from "@/lib/i18n/locales";
import { log } from "@/lib/log/logger";
import { cancelPendingDeliveries } from "./cancel-pending";
import { endpointPagePath } from "./paths";

/**
 * Turns off an endpoint that has failed every attempt for five days, cancels what it still had pending, and
 * tells its owners, each in their language: an organization's owners, or for the app's endpoint the operator who
 * made it (every operator when that person is gone). Once: an endpoint already off is left alone.
 */
export async function disableFailingEndpoint(endpointId: string): Promise<void> {
  // One transaction: whoever sees the endpoint off sees its pending deliveries canceled too.
  const endpoint = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoint)
      .set({ enabled: false, disabledReason: "failing", updatedAt: new Date() })
      .where(and(eq(webhookEndpoint.id, endpointId), eq(webhookEndpoint.enabled, true)))
      .returning();
    if (!row) return undefined;
    await cancelPendingDeliveries(tx, endpointId);
    return row;
  });
  if (!endpoint) return;
  log.warn({ endpointId }, "webhooks: endpoint disabled after five days of failures");
  const recipients = await ownersOf(endpoint);
  let slug: string | undefined;
  if (endpoint.organizationId) {
    [{ slug } = { slug: undefined }] = await db
      .select({ slug: organization.slug })
      .from(organization)
      .where(eq(organization.id, endpoint.organizationId));
  }
  const link = new URL(endpointPagePath(endpoint.id, slug), baseURL).toString();
  for (const person of recipients) {
    const locale = localeOfCode(person.locale) ?? defaultLocale;
    const mail = await renderMail("webhookDisabled", locale, person.email, link, {
      url: endpoint.url,
      ...(person.name ? { name: person.name } : {}),
    });
    // Straight into the mail queue: this runs inside a job, whose code must not load the enqueue helpers.
    await (await startedBoss()).send("mail", { mail });
  }
}

async function ownersOf(endpoint: typeof webhookEndpoint.$inferSelect) {
  const person = { email: user.email, name: user.name, locale: user.locale };
  if (endpoint.organizationId) {
    return db
      .select(person)
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(and(eq(member.organizationId, endpoint.organizationId), or(eq(member.role, "owner"), like(member.role, "%owner%"))));
  }
  if (endpoint.createdBy) {
    const creator = await db
      .select(person)
      .from(user)
      .where(and(eq(user.id, endpoint.createdBy), eq(user.role, "admin")));
    if (creator.length > 0) return creator;
  }
  return db.select(person).from(user).where(eq(user.role, "admin"));
}
