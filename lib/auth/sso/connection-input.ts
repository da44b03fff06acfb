import "server-only";
import { z } from "zod";
import { invalid } from "@/lib/auth/server/field-limits";
import { normalizeDomain } from "./domain-name";

/**
 * What a connection may be made of, one home for the setup screen's actions (./actions.ts) and for the plugin's own
 * endpoints, /sso/register and /sso/update-provider, which an owner's script can call directly: the plugin takes an
 * empty or 5 000-character id, any string as a domain or an issuer, a `javascript:` entry point, a document type in
 * the metadata, and answered 500 for a `requireSso` of null.
 */

export const CLIENT_ID_MAX = 500;
export const CLIENT_SECRET_MAX = 2000;
export const CERTIFICATE_MAX = 20_000;
/** An identity provider's metadata document, pasted, uploaded or fetched. */
export const METADATA_MAX = 100 * 1024;

/** Where a browser or the server is sent: an http(s) address. */
export const connectionUrl = z.url({ protocol: /^https?$/ }).max(2048);

/** A document type is where entity declarations (expansion, external entities) live: none reaches an XML parser. */
export const declaresDocumentType = (xml: string) => /<!DOCTYPE|<!ENTITY/i.test(xml);

/** Domains as typed ("Example.com, @sub.example.org"): one to twenty, each a real domain; stored comma-separated. */
export const domainList = z
  .string()
  .trim()
  .max(1000)
  .transform((value, ctx) => {
    const list = value
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(normalizeDomain);
    if (list.length === 0 || list.length > 20 || list.some((d) => d === null)) {
      ctx.addIssue({ code: "custom", message: "Expected one to twenty domains such as example.com, separated by commas" });
      return z.NEVER;
    }
    return [...new Set(list as string[])].join(",");
  });

/** A connection's id is part of its callback addresses: letters, digits, hyphens and underscores. */
const providerId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "Expected 1 to 100 letters, digits, hyphens or underscores");
const secretText = (max: number) => z.string().trim().min(1).max(max);

const oidcConfig = z
  .object({
    clientId: secretText(CLIENT_ID_MAX).optional(),
    clientSecret: secretText(CLIENT_SECRET_MAX).optional(),
    authorizationEndpoint: connectionUrl.optional(),
    tokenEndpoint: connectionUrl.optional(),
    userInfoEndpoint: connectionUrl.optional(),
    jwksEndpoint: connectionUrl.optional(),
    discoveryEndpoint: connectionUrl.optional(),
  })
  .loose();

const metadata = z
  .string()
  .max(METADATA_MAX)
  .refine((xml) => !declaresDocumentType(xml), "A document type is not accepted");

const samlConfig = z
  .object({
    entryPoint: connectionUrl.optional(),
    cert: z.string().max(CERTIFICATE_MAX).optional(),
    idpMetadata: z.object({ metadata: metadata.optional() }).loose().optional(),
    spMetadata: z.object({ metadata: metadata.optional() }).loose().optional(),
  })
  .loose();

/** The fields of the two endpoints' bodies held to the rules above; the rest are the plugin's own to check. */
const connectionBody = z
  .object({
    issuer: connectionUrl.optional(),
    domain: domainList.optional(),
    requireSso: z.boolean().optional(),
    oidcConfig: oidcConfig.optional(),
    samlConfig: samlConfig.optional(),
  })
  .loose();

/**
 * The body of /sso/register (`registering`: its new id is checked too) or /sso/update-provider, with its domains in
 * their stored form; a field that breaks a rule is refused as 400 VALIDATION_ERROR naming it.
 */
export function checkConnectionBody(body: Record<string, unknown>, registering: boolean): Record<string, unknown> {
  const schema = registering ? connectionBody.extend({ providerId }) : connectionBody;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    invalid(issue.path.join("."), issue.message);
  }
  return body.domain === undefined ? body : { ...body, domain: parsed.data.domain };
}
