import { describe, expect, it } from "vitest";
import {
  codeOf,
  defaultLocale,
  isLocale,
  LOCALE_CODES,
  localeNames,
  localeOfCode,
  locales,
  negotiateLocale,
  parseLocale,
  resolveLocale,
} from "@/lib/i18n/locales";
import { localeFromRequest, recipientLocale } from "@/lib/i18n/from-request";

/** The codes clients already send and store: changing one would change what a stored choice means. */
const SPEC = { ru: 0, uk: 1, en: 3, es: 4, de: 6, pl: 15, fr: 16, tr: 82 } as const;

describe("language codes", () => {
  it("are the eight agreed codes, mapped both ways", () => {
    expect(LOCALE_CODES).toEqual(SPEC);
    expect([...locales].sort()).toEqual(Object.keys(SPEC).sort());
    for (const [locale, code] of Object.entries(SPEC)) {
      expect(codeOf(locale as keyof typeof SPEC)).toBe(code);
      expect(localeOfCode(code)).toBe(locale);
    }
    expect(defaultLocale).toBe("en");
    expect(Object.keys(localeNames).sort()).toEqual(Object.keys(SPEC).sort());
  });

  it("know no other code", () => {
    for (const code of [2, 5, 7, 14, 17, 81, 83, -1, 3.5, Number.NaN, null, undefined]) expect(localeOfCode(code)).toBeUndefined();
  });

  it("isLocale accepts only the eight tags", () => {
    for (const locale of locales) expect(isLocale(locale)).toBe(true);
    for (const value of ["EN", "en-US", "pt", "", 3, null, undefined, "__proto__", "toString"]) expect(isLocale(value)).toBe(false);
  });
});

describe("parseLocale", () => {
  it("reads language tags, with region or script, in any case", () => {
    expect(parseLocale("de")).toBe("de");
    expect(parseLocale("de-AT")).toBe("de");
    expect(parseLocale("DE-at")).toBe("de");
    expect(parseLocale("uk_UA")).toBe("uk");
    expect(parseLocale("sr-Latn-RS")).toBeUndefined();
    expect(parseLocale("  fr  ")).toBe("fr");
    expect(parseLocale("tr-TR")).toBe("tr");
  });

  it("reads numeric codes", () => {
    expect(parseLocale("0")).toBe("ru");
    expect(parseLocale("6")).toBe("de");
    expect(parseLocale("82")).toBe("tr");
    expect(parseLocale(" 16 ")).toBe("fr");
    expect(parseLocale("2")).toBeUndefined();
    expect(parseLocale("3.0")).toBeUndefined();
    expect(parseLocale("-3")).toBeUndefined();
  });

  it("refuses everything else", () => {
    for (const value of ["", "   ", null, undefined, "pt-BR", "english", "e", "*", "__proto__", "constructor"])
      expect(parseLocale(value)).toBeUndefined();
  });
});

describe("negotiateLocale (Accept-Language)", () => {
  it("picks the supported language of highest quality", () => {
    expect(negotiateLocale("fr;q=0.5, de;q=0.9")).toBe("de");
    expect(negotiateLocale("en-US,en;q=0.9,ru;q=0.8")).toBe("en");
    expect(negotiateLocale("pt-BR, pt;q=0.9, es;q=0.8, en;q=0.7")).toBe("es");
    expect(negotiateLocale("ja, zh;q=0.9, pl;q=0.1")).toBe("pl");
  });

  it("keeps the header's order between equal qualities", () => {
    expect(negotiateLocale("uk, ru")).toBe("uk");
    expect(negotiateLocale("ru;q=0.8, uk;q=0.8")).toBe("ru");
    expect(negotiateLocale("de;q=1.0, tr")).toBe("de");
  });

  it("skips languages refused with q=0 and unreadable qualities", () => {
    expect(negotiateLocale("de;q=0, fr;q=0.1")).toBe("fr");
    expect(negotiateLocale("de;q=0")).toBeUndefined();
    expect(negotiateLocale("de;q=abc, es;q=0.2")).toBe("es");
  });

  it("tolerates spaces, other parameters and upper-case parameter names", () => {
    expect(negotiateLocale(" tr ; q=0.4 ,  pl ; level=1 ; q=0.6 ")).toBe("pl");
    expect(negotiateLocale("de;Q=0.1, fr;q=0.9")).toBe("fr");
  });

  it("finds nothing in an empty, wildcard or unsupported header", () => {
    for (const header of [null, undefined, "", "*", "ja, zh-CN;q=0.8", ";q=1, ,"]) expect(negotiateLocale(header)).toBeUndefined();
  });
});

describe("resolveLocale", () => {
  const all = { stored: 6, cookie: "fr", query: "es", acceptLanguage: "pl" };

  it("takes ?lang= first: a choice made just now", () => {
    expect(resolveLocale(all)).toBe("es");
  });

  it("then the cookie, then the stored code, then Accept-Language, then English", () => {
    expect(resolveLocale({ ...all, query: null })).toBe("fr");
    expect(resolveLocale({ ...all, query: null, cookie: null })).toBe("de");
    expect(resolveLocale({ ...all, query: null, cookie: null, stored: null })).toBe("pl");
    expect(resolveLocale({})).toBe("en");
  });

  it("passes over a source that names no supported language", () => {
    expect(resolveLocale({ stored: 2, cookie: "pt", query: "xx", acceptLanguage: "ja, tr;q=0.5" })).toBe("tr");
    expect(resolveLocale({ stored: 99, cookie: "16" })).toBe("fr");
    expect(resolveLocale({ query: "82" })).toBe("tr");
    expect(resolveLocale({ stored: undefined, cookie: "", query: "", acceptLanguage: "" })).toBe("en");
  });

  it("treats code 0 (Russian) as a stored choice, not as missing", () => {
    expect(resolveLocale({ stored: 0, acceptLanguage: "fr" })).toBe("ru");
    expect(resolveLocale({ query: "0", cookie: "fr" })).toBe("ru");
  });
});

describe("recipientLocale", () => {
  const request = new Request("http://localhost/api/auth/organization/invite-member", {
    headers: { cookie: "NEXT_LOCALE=fr", "accept-language": "de" },
  });

  it("writes to a person in their stored language, whatever the sender's browser chose", () => {
    expect(recipientLocale(15, request)).toBe("pl");
  });

  it("falls back to the sender's language for an address without an account", () => {
    expect(recipientLocale(null, request)).toBe("fr");
    expect(recipientLocale(undefined, undefined)).toBe("en");
  });
});

describe("localeFromRequest", () => {
  it("reads ?lang=, then the cookie, then the stored code, then Accept-Language", () => {
    const headers = { cookie: "a=b; NEXT_LOCALE=uk", "accept-language": "de" };
    expect(localeFromRequest(new Request("http://localhost/x?lang=4", { headers }), 6)).toBe("es");
    expect(localeFromRequest(new Request("http://localhost/x", { headers }), 6)).toBe("uk");
    expect(localeFromRequest(new Request("http://localhost/x", { headers: { "accept-language": "de" } }), 82)).toBe("tr");
    expect(localeFromRequest(new Headers({ "accept-language": "de" }))).toBe("de");
  });
});
