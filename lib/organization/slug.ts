import transliterate from "@sindresorhus/transliterate";

/**
 * A slug suggested from an organization's name: lower-case ASCII letters, digits and single hyphens. Names in
 * other scripts are transliterated first ("Моя компания" → "moya-kompaniya"), by the rules of the user's
 * language where they differ (German "ü" → "ue", Turkish "ü" → "u").
 */
export function suggestSlug(name: string, locale?: string): string {
  return transliterate(name, locale ? { locale } : undefined)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48)
    .replace(/-+$/g, "");
}

export const SLUG_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$";
