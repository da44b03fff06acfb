import { isSlug } from "./use-slug-check";

export const NAME_MAX = 100;
export const SLUG_MAX = 64;
export const LOGO_MAX = 2000;

type Translate = (
  key: "validation.name" | "validation.slug" | "validation.logo" | "validation.tooLong",
  values?: { max: number },
) => string;
export type OrgFieldErrors = Partial<Record<"name" | "slug" | "logo", string>>;

/** A logo must be a web address: anything else would be a broken picture (or a script URL) on every page. */
export function isLogoUrl(value: string): boolean {
  if (!value || value.length > LOGO_MAX) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** The organization's own fields as the server would refuse them, explained in the user's language. */
export function orgFieldErrors(t: Translate, fields: { name: string; slug: string; logo?: string }): OrgFieldErrors {
  const errors: OrgFieldErrors = {};
  const name = fields.name.trim();
  if (!name) errors.name = t("validation.name");
  else if (name.length > NAME_MAX) errors.name = t("validation.tooLong", { max: NAME_MAX });
  if (!isSlug(fields.slug)) errors.slug = fields.slug.length > SLUG_MAX ? t("validation.tooLong", { max: SLUG_MAX }) : t("validation.slug");
  const logo = fields.logo?.trim();
  if (logo && !isLogoUrl(logo)) errors.logo = t("validation.logo");
  return errors;
}
