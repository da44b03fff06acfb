"use server";
import { z } from "zod";
import { aboutConnection, recordSsoActivity } from "@/lib/auth/sso/activity";
import { connectionByProviderId, updateConnectionSettings } from "@/lib/auth/sso/connections";
import { domainById, removeDomain } from "@/lib/auth/sso/domains";
import { operatorAction } from "./guard";

/**
 * An operator switches an organization's SSO connection off (its owners can switch it on again after a test): in the
 * console's audit log, and in the organization's activity log, where its owners look for why.
 */
export const disableSsoConnectionAction = operatorAction(
  { input: z.object({ providerId: z.string().min(1).max(200) }), messages: "admin.sso.errors" },
  async ({ providerId }, { audit, operator }) => {
    const row = await connectionByProviderId(providerId);
    if (!row?.organizationId) return { ok: false, code: "SSO_CONNECTION_NOT_FOUND" };
    if (!row.enabled) return { ok: true };
    await updateConnectionSettings(providerId, { enabled: false });
    await audit({
      action: "sso.disable_connection",
      targetOrganizationId: row.organizationId,
      targetLabel: providerId,
      data: { domain: row.domain },
    });
    await recordSsoActivity({
      organizationId: row.organizationId,
      action: "sso_connection_disabled",
      actorId: operator.id,
      ...aboutConnection(row),
    });
    return { ok: true };
  },
);

/**
 * An operator releases a domain an organization proved (asked to by another organization that owns it now): the claim
 * is removed, the organization's connections stop trusting the domain, and it is free to be proven again. In the
 * console's audit log, and in the organization's activity log as the domain's removal.
 */
export const releaseSsoDomainAction = operatorAction(
  { input: z.object({ domainId: z.string().min(1).max(200) }), messages: "admin.sso.errors" },
  async ({ domainId }, { audit, operator }) => {
    const row = await domainById(domainId);
    if (!row || row.status !== "verified" || !(await removeDomain(row.organizationId, row.id))) {
      return { ok: false, code: "SSO_DOMAIN_NOT_FOUND" };
    }
    await audit({ action: "sso.release_domain", targetOrganizationId: row.organizationId, targetLabel: row.domain });
    await recordSsoActivity({ organizationId: row.organizationId, action: "sso_domain_removed", target: row.domain, actorId: operator.id });
    return { ok: true };
  },
);
