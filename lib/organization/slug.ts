/** A slug suggested from an organization's name: lower-case ASCII letters, digits and single hyphens. */
export function suggestSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48);
}

export const SLUG_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$";
