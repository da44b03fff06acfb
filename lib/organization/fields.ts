/**
 * An organization's own fields, one rule for the forms (components/organization/org-fields.ts explains a refusal
 * in the user's language), the slug check and the console's actions. Client-safe.
 */
import { PICTURE_MAX } from "@/lib/picture";
import { SLUG_PATTERN } from "./slug";

export const NAME_MAX = 100;
export const SLUG_MAX = 64;
/** The logo is a picture like a profile's (lib/picture.ts): an address or an upload. */
export const LOGO_MAX = PICTURE_MAX;

const slugPattern = new RegExp(SLUG_PATTERN);
export const isSlug = (slug: string) => slug.length > 0 && slug.length <= SLUG_MAX && slugPattern.test(slug);
