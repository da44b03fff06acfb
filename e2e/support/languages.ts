/** The eight languages with their numeric codes, as a sign-up stores them (ru 0, uk 1, en 3, es 4, de 6, pl 15, fr 16, tr 82). */
export const LANGUAGES = [
  { tag: "ru", code: 0 },
  { tag: "uk", code: 1 },
  { tag: "en", code: 3 },
  { tag: "es", code: 4 },
  { tag: "de", code: 6 },
  { tag: "pl", code: 15 },
  { tag: "fr", code: 16 },
  { tag: "tr", code: 82 },
] as const;
