import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, ne } from "drizzle-orm";
import { db } from "@/db/client";
import { ssoDomain, ssoProvider } from "@/db/schema";
import { setConnectionsDomainVerified } from "@/lib/auth/internals/sso";
import { holdUntilCommit } from "@/lib/transaction-locks";
import { connectionDomains, recordName, recordValue } from "./domain-name";
import { txtRecords } from "./dns";
import { recordSsoActivity } from "./activity";

export type DomainStatus = "pending" | "verified" | "failed";
export type DomainRow = typeof ssoDomain.$inferSelect;

/** How long a claimed domain is looked up on its own before it counts as failed (a check on request still runs). */
export const PENDING_FOR_MS = 72 * 3600 * 1000;

export function listDomains(organizationId: string): Promise<DomainRow[]> {
  return db.select().from(ssoDomain).where(eq(ssoDomain.organizationId, organizationId)).orderBy(asc(ssoDomain.domain));
}

export async function domainById(id: string): Promise<DomainRow | null> {
  const [row] = await db.select().from(ssoDomain).where(eq(ssoDomain.id, id)).limit(1);
  return row ?? null;
}

/**
 * Whether another organization has proven this domain. A domain is proven by one organization at a time (a unique
 * index holds it): its addresses sign in through that organization's connection, and it trusts them as its own.
 */
export async function provenElsewhere(domain: string, organizationId: string, executor: Pick<typeof db, "select"> = db): Promise<boolean> {
  const [row] = await executor
    .select({ id: ssoDomain.id })
    .from(ssoDomain)
    .where(and(eq(ssoDomain.domain, domain), eq(ssoDomain.status, "verified"), ne(ssoDomain.organizationId, organizationId)))
    .limit(1);
  return row !== undefined;
}

/** Claims a normalized domain for an organization (again: the same row); its record is what the screen shows. */
export async function claimDomain(organizationId: string, domain: string): Promise<{ row: DomainRow; created: boolean }> {
  const [inserted] = await db
    .insert(ssoDomain)
    .values({ id: randomUUID(), organizationId, domain, token: randomBytes(18).toString("base64url") })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(ssoDomain)
    .where(and(eq(ssoDomain.organizationId, organizationId), eq(ssoDomain.domain, domain)));
  return { row: existing!, created: false };
}

export async function removeDomain(organizationId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(ssoDomain)
    .where(and(eq(ssoDomain.id, id), eq(ssoDomain.organizationId, organizationId)))
    .returning({ id: ssoDomain.id });
  if (removed.length > 0) await syncConnectionDomains(organizationId);
  return removed.length > 0;
}

/**
 * Looks the domain's TXT record up and stores what was found: verified when the record holds the token; else
 * pending while it is young (or when the resolver could not answer), failed after that. A verified domain that
 * loses its record stays verified: the proof was given, and sign-ins must not stop because a record was tidied.
 * A record found for a domain another organization has proven does not prove it here (see provenElsewhere); checks
 * of one domain wait for each other, so two organizations proving it at once do not both succeed.
 * The proof lands in the organization's activity log, by whoever asked for the check (none: the periodic check).
 */
export async function checkDomain(id: string, now = new Date(), actorId: string | null = null): Promise<DomainRow | null> {
  const row = await domainById(id);
  if (!row) return null;
  if (row.status === "verified") return row;
  let found: boolean | null;
  try {
    found = (await txtRecords(recordName(row.domain))).some((r) => r.trim() === recordValue(row.token));
  } catch {
    found = null; // the resolver did not answer: no verdict
  }
  const young = now.getTime() - row.createdAt.getTime() < PENDING_FOR_MS;
  const updated = await db.transaction(async (tx) => {
    await holdUntilCommit(`sso-domain:${row.domain}`, tx);
    if (found && (await provenElsewhere(row.domain, row.organizationId, tx))) found = false;
    const status: DomainStatus = found ? "verified" : found === null && row.status === "pending" ? "pending" : young ? "pending" : "failed";
    // Never over a verified state a concurrent check wrote: the proof is logged once, by the check that made it.
    const [stored] = await tx
      .update(ssoDomain)
      .set({ status, checkedAt: now, ...(found ? { verifiedAt: now } : {}) })
      .where(and(eq(ssoDomain.id, id), ne(ssoDomain.status, "verified")))
      .returning();
    return stored;
  });
  if (!updated) return domainById(id);
  if (found) {
    await syncConnectionDomains(row.organizationId);
    await recordSsoActivity({ organizationId: row.organizationId, action: "sso_domain_verified", target: row.domain, actorId });
  }
  return updated;
}

/**
 * better-auth's `domainVerified` flag of each connection of the organization, kept equal to "every domain of the
 * connection is a verified domain of the organization": the plugin trusts a verified connection's addresses
 * (links an existing account of that address) and refuses sign-ins through an unverified one.
 */
export async function syncConnectionDomains(organizationId: string): Promise<void> {
  const verified = new Set(
    (
      await db
        .select({ domain: ssoDomain.domain })
        .from(ssoDomain)
        .where(and(eq(ssoDomain.organizationId, organizationId), eq(ssoDomain.status, "verified")))
    ).map((r) => r.domain),
  );
  const connections = await db
    .select({ id: ssoProvider.id, domain: ssoProvider.domain, domainVerified: ssoProvider.domainVerified })
    .from(ssoProvider)
    .where(eq(ssoProvider.organizationId, organizationId));
  const flip = (value: boolean) =>
    connections
      .filter((c) => {
        const domains = connectionDomains(c.domain);
        const proven = domains.length > 0 && domains.every((d) => verified.has(d));
        return proven === value && c.domainVerified !== value;
      })
      .map((c) => c.id);
  for (const value of [true, false]) await setConnectionsDomainVerified(flip(value), value);
}
