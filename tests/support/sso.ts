import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { member } from "@/db/schema";
import { claimDomain, checkDomain } from "@/lib/auth/sso/domains";
import { recordName, recordValue } from "@/lib/auth/sso/domain-name";
import { verifiedUser } from "./client";

type Dns = { setTxt(name: string, values: string[]): void };

/** An owner (signed in) and a new organization of theirs. */
export async function ownerWithOrganization() {
  const owner = await verifiedUser();
  const slug = `sso-${randomUUID().slice(0, 8)}`;
  const created = await owner.client.post("/organization/create", { name: "SSO Co", slug });
  if (created.status !== 200) throw new Error(`organization: ${JSON.stringify(created.body)}`);
  return { owner, orgId: created.body.id as string, slug };
}

/** A fresh domain of the organization, proven through the tests' DNS server. */
export async function provenDomain(dns: Dns, orgId: string, domain = `${randomUUID().slice(0, 8)}.sso.test`) {
  const { row } = await claimDomain(orgId, domain);
  dns.setTxt(recordName(domain), [recordValue(row.token)]);
  const checked = await checkDomain(row.id);
  if (checked?.status !== "verified") throw new Error(`domain not verified: ${checked?.status}`);
  return domain;
}

export async function membershipOf(userId: string, orgId: string) {
  const rows = await db.select().from(member).where(eq(member.userId, userId));
  return rows.find((r) => r.organizationId === orgId);
}
