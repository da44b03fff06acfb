import { isSlug, LOGO_MAX, NAME_MAX, SLUG_MAX } from "@/lib/organization/fields";
import { pictureProblem } from "@/lib/picture";

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
