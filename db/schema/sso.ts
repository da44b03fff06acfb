import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { organization } from "./organization";

/**
 * better-auth's SSO plugin table (`ssoProvider`), one row per connection, with the app's own columns: whether it is
 * switched on, whether its domains must use it, IdP-initiated SAML, the role mapping and the owners' fallback.
 */
export const ssoProvider = pgTable(
  "sso_provider",
  {
    id: text("id").primaryKey(),
    issuer: text("issuer").notNull(),
    /** JSON text, the plugin's. */
    oidcConfig: text("oidc_config"),
    /** JSON text, the plugin's. */
    samlConfig: text("saml_config"),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    providerId: text("provider_id").notNull().unique(),
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "cascade" }),
    /** Comma-separated e-mail domains, lower case. */
    domain: text("domain").notNull(),
    /** Kept by the app (lib/auth/sso/domains.ts): every domain of the connection is proven by its organization. */
    domainVerified: boolean("domain_verified").notNull().default(false),
    /** Off until an owner or admin switches it on (after a test): sign-ins through it are refused while off. */
    enabled: boolean("enabled").notNull().default(false),
    /** Password, magic-link and social sign-in are refused for addresses of its domains. */
    requireSso: boolean("require_sso").notNull().default(false),
    /** SAML responses the provider sends unasked (IdP-initiated) are accepted. */
    idpInitiated: boolean("idp_initiated").notNull().default(false),
    /** JSON text `{ "<group>": "admin" | "member" }`: the role a new member gets from the groups the provider sends. */
    roleMapping: text("role_mapping"),
    /** The way owners may still sign in while SSO is required: "password", "magic-link" or "none". */
    ownerFallback: text("owner_fallback").notNull().default("password"),
    /** When the last successful test round trip came back, and what the provider sent then (JSON text). */
    testedAt: timestamp("tested_at", { withTimezone: true }),
    testResult: text("test_result"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sso_provider_organization_idx").on(t.organizationId)],
);

/** An e-mail domain an organization claims, proven by a DNS TXT record. */
export const ssoDomain = pgTable(
  "sso_domain",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    domain: text("domain").notNull(),
    /** The value the TXT record must hold. */
    token: text("token").notNull(),
    /** "pending", "verified" or "failed". */
    status: text("status").notNull().default("pending"),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sso_domain_org_domain_idx").on(t.organizationId, t.domain),
    index("sso_domain_domain_idx").on(t.domain),
    // A domain is proven by one organization at a time: its addresses sign in through that organization's connection.
    uniqueIndex("sso_domain_proven_key")
      .on(t.domain)
      .where(sql`${t.status} = 'verified'`),
  ],
);
