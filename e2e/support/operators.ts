/** The addresses the e2e app server names in ADMIN_EMAILS: whoever signs up and verifies one is an operator. */
export const OPERATOR_EMAILS = [
  "operator-en@e2e.example",
  "operator-ru@e2e.example",
  "operator-billing-en@e2e.example",
  "operator-billing-ru@e2e.example",
  "operator-orgs-en@e2e.example",
  "operator-orgs-ru@e2e.example",
  "operator-owners@e2e.example",
  "operator-sessions@e2e.example",
  "operator-sso@e2e.example",
] as const;

export const operatorEmail = (tag: "en" | "ru") => `operator-${tag}@e2e.example`;

/** The billing console's own operators (e2e/admin-billing.spec.ts), apart from the people console's. */
export const billingOperatorEmail = (tag: "en" | "ru") => `operator-billing-${tag}@e2e.example`;

/** The operators who act as owners on an organization's page (e2e/admin-console.spec.ts). */
export const orgsOperatorEmail = (tag: "en" | "ru") => `operator-orgs-${tag}@e2e.example`;

/** The operator who meets the only-owner rule on a user's page (e2e/admin-console.spec.ts). */
export const ownersOperatorEmail = "operator-owners@e2e.example";

/** The operator who looks at a user with many sessions (e2e/admin-console.spec.ts). */
export const sessionsOperatorEmail = "operator-sessions@e2e.example";

/** The operator who releases a proven domain (e2e/sso-setup.spec.ts). */
export const ssoOperatorEmail = "operator-sso@e2e.example";
