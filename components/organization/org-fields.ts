import { isSlug, LOGO_MAX, NAME_MAX, SLUG_MAX } from "@/lib/organization/fields";
import { pictureProblem } from "@/lib/picture";

/** The "org.validation" messages' translator. */
type Translate = (key: "name" | "slug" | "logo" | "tooLong", values?: { max: number }) => string;
export type OrgFieldErrors = Partial<Record<"name" | "slug" | "logo", string>>;

/** The organization's own fields as the server would refuse them, explained in the user's language. */
export function orgFieldErrors(t: Translate, fields: { name: string; slug: string; logo?: string }): OrgFieldErrors {
  const errors: OrgFieldErrors = {};
  const name = fields.name.trim();
  if (!name) errors.name = t("name");
  else if (name.length > NAME_MAX) errors.name = t("tooLong", { max: NAME_MAX });
  if (!isSlug(fields.slug)) errors.slug = fields.slug.length > SLUG_MAX ? t("tooLong", { max: SLUG_MAX }) : t("slug");
  const logo = pictureProblem(fields.logo ?? "");
  if (logo) errors.logo = logo === "tooLong" ? t("tooLong", { max: LOGO_MAX }) : t("logo");
  return errors;
}
