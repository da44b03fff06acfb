/**
 * The eight languages and the numeric codes the API speaks in (the stored choice, ?lang=), mapped both ways in this one place.
 * Safe for client and server.
 */
export const LOCALE_CODES = { ru: 0, uk: 1, en: 3, es: 4, de: 6, pl: 15, fr: 16, tr: 82 } as const;

export type Locale = keyof typeof LOCALE_CODES;
export type LocaleCode = (typeof LOCALE_CODES)[Locale];

export const locales = Object.keys(LOCALE_CODES) as Locale[];
export const defaultLocale: Locale = "en";
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** A choice of language is kept for a year. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Each language's own name, for the switcher. */
export const localeNames: Record<Locale, string> = {
  ru: "Русский",
  uk: "Українська",
  en: "English",
  es: "Español",
  de: "Deutsch",
  pl: "Polski",
  fr: "Français",
  tr: "Türkçe",
};

export function isLocale(value: unknown): value is Locale {
  // Own keys only: "constructor" or "__proto__" are `in` every object.
  return typeof value === "string" && Object.hasOwn(LOCALE_CODES, value);
}

export function codeOf(locale: Locale): LocaleCode {
  return LOCALE_CODES[locale];
}

export function localeOfCode(code: number | null | undefined): Locale | undefined {
  if (code === null || code === undefined) return undefined;
  return locales.find((l) => LOCALE_CODES[l] === code);
}

/** Accepts a language tag ("de", "de-AT", "pt_BR") or a numeric code ("6"). */
export function parseLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return localeOfCode(Number(trimmed));
  const base = trimmed.toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

/** The best supported language of an Accept-Language header, by quality. */
export function negotiateLocale(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("q=")); // parameter names ignore case
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const r of ranked) {
    const locale = parseLocale(r.tag);
    if (locale) return locale;
  }
  return undefined;
}

export type LocaleSources = {
  stored?: number | null;
  cookie?: string | null;
  query?: string | null;
  acceptLanguage?: string | null;
};

/**
 * The language of a screen: the most recent explicit choice wins. `?lang=` is a choice made just now (proxy.ts
 * also keeps it in the cookie for the next request); the cookie holds the last choice made in this browser
 * (the language menu, an earlier `?lang=`, or the stored language written there at sign-in); the user's stored
 * language stands in on a browser that never chose; then Accept-Language, then English.
 */
export function resolveLocale(s: LocaleSources): Locale {
  return parseLocale(s.query) ?? parseLocale(s.cookie) ?? localeOfCode(s.stored) ?? negotiateLocale(s.acceptLanguage) ?? defaultLocale;
}
