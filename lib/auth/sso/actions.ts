"use server";
import { headers } from "next/headers";
import { z } from "zod";
import { signedInAction } from "@/lib/action";
import { auth } from "@/lib/auth/server/auth";
import { aboutConnection, recordSsoActivity, settingsChanges } from "./activity";
import { connectionByProviderId, updateConnectionSettings } from "./connections";
import { scheduleDomainCheck } from "./domain-check-job";
import { normalizeDomain } from "./domain-name";
import {
  CERTIFICATE_MAX,
  CLIENT_ID_MAX,
  CLIENT_SECRET_MAX,
  connectionUrl as url,
  domainList as domains,
  METADATA_MAX,
} from "./connection-input";
import { DiscoveryFailed } from "./discovery";
import { checkDomain, claimDomain, domainById, provenElsewhere, removeDomain } from "./domains";
import { OWNER_FALLBACKS } from "./enforcement";
import { managerIn } from "./manager";
import { parseRoleMapping } from "./roles";
import { newProviderId, oidcConfigFrom, samlConfigFrom, SetupRefused } from "./setup";
import { startTestRun } from "./test-run";

/**
 * An organization's single sign-on, changed by its owners and admins: domains, connections (registered and
 * deleted through better-auth's plugin, with its own checks), their switches, and a test round trip.
 */
const MESSAGES = "sso.errors";
/** The fields whose refusal the setup form explains with its own sentence rather than "some values are not valid". */
const INVALID = {
  domain: "SSO_DOMAIN_INVALID",
  issuer: "SSO_URL_INVALID",
  discoveryUrl: "SSO_URL_INVALID",
  metadataUrl: "SSO_URL_INVALID",
  ssoUrl: "SSO_URL_INVALID",
  metadataXml: "SSO_METADATA_INVALID",
  certificate: "SSO_CERTIFICATE_INVALID",
};
type Outcome = { ok: true } | { ok: false; code: string };

const id = z.string().min(1).max(200);
const text = (max: number) => z.string().trim().max(max);
const mapping = z.object({ email: text(100).min(1), name: text(100).min(1), groups: text(100).min(1) });

function codeOf(error: unknown): string {
  if (error instanceof SetupRefused || error instanceof DiscoveryFailed) return error.code;
  const body = (error as { body?: { code?: string } } | null)?.body;
  return body?.code ?? "generic";
}

async function attempt(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    return { ok: false, code: codeOf(error) };
  }
}

/** The connection, when it belongs to the organization the caller manages. */
async function ownConnection(organizationId: string, providerId: string) {
  const row = await connectionByProviderId(providerId);
  return row && row.organizationId === organizationId ? row : null;
}

export const claimDomainAction = signedInAction(
  { input: z.object({ organizationId: id, domain: text(260) }), messages: MESSAGES, invalid: INVALID },
  async ({ organizationId, domain }, session): Promise<Outcome> => {
    const org = await managerIn(session.user.id, organizationId);
    if (!org) return { ok: false, code: "FORBIDDEN" };
    const normalized = normalizeDomain(domain);
    if (!normalized) return { ok: false, code: "SSO_DOMAIN_INVALID" };
    if (await provenElsewhere(normalized, organizationId)) return { ok: false, code: "SSO_DOMAIN_TAKEN" };
    const { row, created } = await claimDomain(organizationId, normalized);
    if (created) {
      await scheduleDomainCheck(row.id, row.createdAt);
      await recordSsoActivity({ organizationId, action: "sso_domain_claimed", target: row.domain, actorId: session.user.id });
    }
    return { ok: true };
  },
);

export const checkDomainAction = signedInAction(
  { input: z.object({ organizationId: id, domainId: id }), messages: MESSAGES },
  async ({ organizationId, domainId }, session): Promise<Outcome> => {
    if (!(await managerIn(session.user.id, organizationId))) return { ok: false, code: "FORBIDDEN" };
    const row = await domainById(domainId);
    if (!row || row.organizationId !== organizationId) return { ok: false, code: "SSO_DOMAIN_NOT_FOUND" };
    const checked = await checkDomain(domainId, new Date(), session.user.id);
    if (checked?.status === "verified") return { ok: true };
    if (await provenElsewhere(row.domain, organizationId)) return { ok: false, code: "SSO_DOMAIN_TAKEN" };
    return { ok: false, code: "SSO_DOMAIN_RECORD_NOT_FOUND" };
  },
);

export const removeDomainAction = signedInAction(
  { input: z.object({ organizationId: id, domainId: id }), messages: MESSAGES },
  async ({ organizationId, domainId }, session): Promise<Outcome> => {
    if (!(await managerIn(session.user.id, organizationId))) return { ok: false, code: "FORBIDDEN" };
    const row = await domainById(domainId);
    if (!row || !(await removeDomain(organizationId, domainId))) return { ok: false, code: "SSO_DOMAIN_NOT_FOUND" };
    await recordSsoActivity({ organizationId, action: "sso_domain_removed", target: row.domain, actorId: session.user.id });
    return { ok: true };
  },
);

const connectionInput = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("oidc"),
    organizationId: id,
    domain: domains,
    issuer: url,
    clientId: text(CLIENT_ID_MAX).min(1),
    clientSecret: text(CLIENT_SECRET_MAX).min(1),
    discoveryUrl: url.optional().or(z.literal("").transform(() => undefined)),
    mapping,
  }),
  z.object({
    type: z.literal("saml"),
    organizationId: id,
    domain: domains,
    metadataXml: text(METADATA_MAX).optional(),
    metadataUrl: url.optional().or(z.literal("").transform(() => undefined)),
    entityId: text(1000).optional(),
    ssoUrl: url.optional().or(z.literal("").transform(() => undefined)),
    certificate: text(CERTIFICATE_MAX).optional(),
    mapping,
  }),
]);

/** Registers a connection through better-auth's plugin (its own checks: an owner or admin of the organization). */
export const createConnectionAction = signedInAction(
  { input: connectionInput, messages: MESSAGES, invalid: INVALID },
  async (input, session): Promise<Outcome & { providerId?: string }> => {
    const org = await managerIn(session.user.id, input.organizationId);
    if (!org) return { ok: false, code: "FORBIDDEN" };
    const providerId = newProviderId(org.slug, input.type);
    let result: Outcome;
    if (input.type === "oidc") {
      result = await attempt(async () => {
        const oidcConfig = await oidcConfigFrom(input);
        await auth.api.registerSSOProvider({
          body: { providerId, issuer: input.issuer, domain: input.domain, organizationId: input.organizationId, oidcConfig },
          headers: await headers(),
        });
      });
    } else {
      const { serviceProviderValues } = await import("./setup");
      result = await attempt(async () => {
        const samlConfig = await samlConfigFrom(input);
        await auth.api.registerSSOProvider({
          body: {
            providerId,
            issuer: serviceProviderValues(providerId).entityId,
            domain: input.domain,
            organizationId: input.organizationId,
            samlConfig,
          },
          headers: await headers(),
        });
      });
    }
    if (!result.ok) return result;
    return { ok: true, providerId };
  },
);

const settingsInput = z.object({
  organizationId: id,
  providerId: id,
  enabled: z.boolean().optional(),
  requireSso: z.boolean().optional(),
  idpInitiated: z.boolean().optional(),
  ownerFallback: z.enum(OWNER_FALLBACKS).optional(),
  roleMapping: text(5000).optional(),
});

/** The app's switches of a connection. It is switched on only after a test round trip came back. */
export const updateConnectionAction = signedInAction(
  { input: settingsInput, messages: MESSAGES },
  async ({ organizationId, providerId, roleMapping, ...set }, session): Promise<Outcome> => {
    if (!(await managerIn(session.user.id, organizationId))) return { ok: false, code: "FORBIDDEN" };
    const row = await ownConnection(organizationId, providerId);
    if (!row) return { ok: false, code: "SSO_CONNECTION_NOT_FOUND" };
    if (set.enabled && !row.testedAt) return { ok: false, code: "SSO_TEST_FIRST" };
    let mappingText: string | null | undefined;
    if (roleMapping !== undefined) {
      // One "group = role" per line.
      const pairs = roleMapping
        .split("\n")
        .map((line) => line.split("=").map((part) => part.trim()))
        .filter((pair) => pair[0]);
      if (pairs.some((pair) => pair.length !== 2 || (pair[1] !== "admin" && pair[1] !== "member")))
        return { ok: false, code: "SSO_ROLE_MAPPING_INVALID" };
      mappingText = pairs.length ? JSON.stringify(Object.fromEntries(pairs)) : null;
      if (pairs.length && Object.keys(parseRoleMapping(mappingText)).length !== pairs.length)
        return { ok: false, code: "SSO_ROLE_MAPPING_INVALID" };
    }
    const updated = await updateConnectionSettings(providerId, {
      ...set,
      ...(mappingText !== undefined ? { roleMapping: mappingText } : {}),
    });
    if (updated)
      for (const action of settingsChanges(row, updated))
        await recordSsoActivity({ organizationId, action, ...aboutConnection(updated), actorId: session.user.id });
    return { ok: true };
  },
);

export const deleteConnectionAction = signedInAction(
  { input: z.object({ organizationId: id, providerId: id }), messages: MESSAGES },
  async ({ organizationId, providerId }, session): Promise<Outcome> => {
    if (!(await managerIn(session.user.id, organizationId))) return { ok: false, code: "FORBIDDEN" };
    if (!(await ownConnection(organizationId, providerId))) return { ok: false, code: "SSO_CONNECTION_NOT_FOUND" };
    const result = await attempt(async () => auth.api.deleteSSOProvider({ body: { providerId }, headers: await headers() }));
    return result;
  },
);

/**
 * Opens a test of the connection and answers where to send the browser: the provider, and back to the connection's
 * page with what the provider sent. The person signs in at the provider as themselves.
 */
export const testConnectionAction = signedInAction(
  { input: z.object({ organizationId: id, providerId: id }), messages: MESSAGES },
  async ({ organizationId, providerId }, session): Promise<Outcome & { url?: string }> => {
    const org = await managerIn(session.user.id, organizationId);
    if (!org) return { ok: false, code: "FORBIDDEN" };
    const row = await ownConnection(organizationId, providerId);
    if (!row) return { ok: false, code: "SSO_CONNECTION_NOT_FOUND" };
    if (!row.domainVerified) return { ok: false, code: "SSO_DOMAIN_NOT_VERIFIED" };
    await startTestRun(providerId, session.user.id);
    const back = `/orgs/${org.slug}/sso?tested=${encodeURIComponent(providerId)}`;
    try {
      const started = await auth.api.signInSSO({
        body: { providerId, callbackURL: back, errorCallbackURL: back },
        headers: await headers(),
      });
      return { ok: true, url: (started as { url: string }).url };
    } catch (error) {
      return { ok: false, code: codeOf(error) };
    }
  },
);
