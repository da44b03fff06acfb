import { PICTURE_MAX, pictureProblem } from "@/lib/picture";
import { isSlug } from "./use-slug-check";

export const NAME_MAX = 100;
export const SLUG_MAX = 64;
/** The logo is a picture like a profile's (lib/picture.ts): an address or an upload. */
export const LOGO_MAX = PICTURE_MAX;

type Translate = (
  key: "validation.name" | "validation.slug" | "validation.logo" | "validation.tooLong",
  values?: { max: number },
) => string;
export type OrgFieldErrors = Partial<Record<"name" | "slug" | "logo", string>>;

/** The organization's own fields as the server would refuse them, explained in the user's language. */
export function orgFieldErrors(t: Translate, fields: { name: string; slug: string; logo?: string }): OrgFieldErrors {
  const errors: OrgFieldErrors = {};
  const name = fields.name.trim();
  if (!name) errors.name = t("validation.name");
  else if (name.length > NAME_MAX) errors.name = t("validation.tooLong", { max: NAME_MAX });
  if (!isSlug(fields.slug)) errors.slug = fields.slug.length > SLUG_MAX ? t("validation.tooLong", { max: SLUG_MAX }) : t("validation.slug");
  const logo = pictureProblem(fields.logo ?? "");
  if (logo) errors.logo = logo === "tooLong" ? t("validation.tooLong", { max: LOGO_MAX }) : t("validation.logo");
  return errors;
}
