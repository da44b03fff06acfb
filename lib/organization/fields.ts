/**
 * An organization's own fields and its teams' names, one rule for the forms (components/organization/org-fields.ts explains a refusal
 * in the user's language), the slug check, the console's actions and the auth server (lib/auth/server/field-limits.ts). Client-safe.
 */
import { PICTURE_MAX } from "@/lib/picture";
import { SLUG_PATTERN } from "./slug";

export const NAME_MAX = 100;
export const SLUG_MAX = 64;
/** A team's name, held by the team forms, the console's team actions and the auth server alike. */
export const TEAM_NAME_MAX = 100;
/** The logo is a picture like a profile's (lib/picture.ts): an address or an upload. */
export const LOGO_MAX = PICTURE_MAX;

/** Why a (trimmed) team name cannot be used, or null when it can: the team forms' check before sending. */
export const teamNameProblem = (name: string): "required" | "tooLong" | null =>
  !name ? "required" : name.length > TEAM_NAME_MAX ? "tooLong" : null;

const slugPattern = new RegExp(SLUG_PATTERN);
export const isSlug = (slug: string) => slug.length > 0 && slug.length <= SLUG_MAX && slugPattern.test(slug);
