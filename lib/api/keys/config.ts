/**
 * The two kinds of key, as two configurations of better-auth's api-key plugin. Safe to import from client code.
 * A personal key belongs to its person (referenceId: the user) and acts as them; an organization key belongs to
 * the organization (referenceId: the organization), so it outlives its creator's membership.
 */
export const PERSONAL_CONFIG = "default";
export const ORGANIZATION_CONFIG = "organization";

/** Every key starts with its kind's prefix, shown in lists (with the first characters the plugin keeps). */
export const PERSONAL_PREFIX = "acc_";
export const ORGANIZATION_PREFIX = "acc_org_";

/** Expiry choices offered by the screens, in days (null: never). The plugin allows 1 to 365 days. */
export const EXPIRY_DAYS = [7, 30, 90, 365] as const;

export const KEY_NAME_MAX = 32;

/** The configuration a presented key was made under, told by its prefix. */
export function configOfKey(key: string): string {
  return key.startsWith(ORGANIZATION_PREFIX) ? ORGANIZATION_CONFIG : PERSONAL_CONFIG;
}
