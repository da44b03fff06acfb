import { vi } from "vitest";

/** Domains proven by DNS TXT through the tests' DNS server (dns2), named by DNS_SERVERS before the settings load. */
const harness = await vi.hoisted(async () => {
  const saved = process.env.DNS_SERVERS;
  const { startDnsServer } = await import("../support/dns-server");
  const dns = await startDnsServer();
  process.env.DNS_SERVERS = dns.address;
  return { saved, dns };
});

import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { ssoDomain } from "@/db/schema";
import { nextCheckAt, runScheduledDomainCheck, scheduleDomainCheck } from "@/lib/auth/sso/domain-check-job";
import { emailDomain, normalizeDomain, recordName, recordValue } from "@/lib/auth/sso/domain-name";
import { checkDomain, claimDomain, PENDING_FOR_MS, removeDomain } from "@/lib/auth/sso/domains";
import { txtRecords } from "@/lib/auth/sso/dns";
import { ownerWithOrganization } from "../support/sso";

afterAll(async () => {
  if (harness.saved === undefined) delete process.env.DNS_SERVERS;
  else process.env.DNS_SERVERS = harness.saved;
  await harness.dns.close();
});

const fresh = () => `${randomUUID().slice(0, 8)}.example.test`;

describe("SSO domains", () => {
  it("normalizes what people type and refuses what is not a domain", () => {
    expect(normalizeDomain(" @Example.COM. ")).toBe("example.com");
    expect(normalizeDomain("bücher.de")).toBe("xn--bcher-kva.de");
    for (const bad of ["", "localhost", "a..b", "-a.com", "a.com/x", "1.2.3.4", "user@a.com", "a b.com", `${"a".repeat(64)}.com`]) {
      expect(normalizeDomain(bad), bad).toBeNull();
    }
    expect(emailDomain("Ada@Example.com")).toBe("example.com");
  });

  it("reads TXT records through the DNS server DNS_SERVERS names", async () => {
    harness.dns.setTxt("_probe.example.test", ["one", "two"]);
    expect((await txtRecords("_probe.example.test")).sort()).toEqual(["one", "two"]);
    expect(await txtRecords("_absent.example.test")).toEqual([]);
  });

  it("is pending until its record holds the token, then verified; claiming again keeps the same record", async () => {
    const { orgId } = await ownerWithOrganization();
    const domain = fresh();
    const { row, created } = await claimDomain(orgId, domain);
    expect(created).toBe(true);
    expect(row.status).toBe("pending");
    expect((await claimDomain(orgId, domain)).row.token).toBe(row.token);

    harness.dns.setTxt(recordName(domain), ["someone-else=abc"]);
    expect((await checkDomain(row.id))?.status).toBe("pending");
    harness.dns.setTxt(recordName(domain), ["v=spf1 -all", recordValue(row.token)]);
    const verified = await checkDomain(row.id);
    expect(verified?.status).toBe("verified");
    expect(verified?.verifiedAt).toBeInstanceOf(Date);
    // A record tidied away later does not undo the proof.
    harness.dns.clear(recordName(domain));
    expect((await checkDomain(row.id))?.status).toBe("verified");
  });

  it("fails once its time is up without the record, and can still be proven by a later check", async () => {
    const { orgId } = await ownerWithOrganization();
    const domain = fresh();
    const { row } = await claimDomain(orgId, domain);
    await db
      .update(ssoDomain)
      .set({ createdAt: new Date(Date.now() - PENDING_FOR_MS - 1000) })
      .where(eq(ssoDomain.id, row.id));
    expect((await checkDomain(row.id))?.status).toBe("failed");
    harness.dns.setTxt(recordName(domain), [recordValue(row.token)]);
    expect((await checkDomain(row.id))?.status).toBe("verified");
    expect(await removeDomain(orgId, row.id)).toBe(true);
    expect(await removeDomain(orgId, row.id)).toBe(false);
  });

  it("is checked again soon after it is claimed, then every few hours, until its time is up", () => {
    const created = new Date("2026-01-01T00:00:00Z");
    const at = (ms: number) => nextCheckAt(created, new Date(created.getTime() + ms))?.getTime() ?? null;
    expect(at(0)).toBe(created.getTime() + 60_000);
    expect(at(90_000)).toBe(created.getTime() + 5 * 60_000);
    expect(at(2 * 3600_000)).toBe(created.getTime() + 8 * 3600_000);
    expect(at(PENDING_FOR_MS - 1000)).toBe(created.getTime() + PENDING_FOR_MS);
    expect(at(PENDING_FOR_MS)).toBeNull();
  });

  it("queues its periodic checks in the job queue: a pending domain's check queues the next, a verified one's does not", async () => {
    const { orgId } = await ownerWithOrganization();
    const domain = fresh();
    const { row } = await claimDomain(orgId, domain);
    const queued = async () => {
      const result = await db.execute(
        sql.raw(
          `select start_after from ${process.env.JOB_SCHEMA}.job where name = 'sso-domain-check' and data->>'domainId' = '${row.id}'`,
        ),
      );
      return (result as unknown as { rows: { start_after: Date }[] }).rows.map((r) => new Date(r.start_after).getTime());
    };
    await scheduleDomainCheck(row.id, row.createdAt);
    const [first] = await queued();
    expect(Math.abs(first - (row.createdAt.getTime() + 60_000))).toBeLessThan(1000);

    await runScheduledDomainCheck(row.id); // no record yet: still pending, the next check is queued
    expect((await queued()).length).toBe(2);
    harness.dns.setTxt(recordName(domain), [recordValue(row.token)]);
    await runScheduledDomainCheck(row.id); // proven: nothing more queued
    expect((await queued()).length).toBe(2);
    expect((await checkDomain(row.id))?.status).toBe("verified");
  });
});
