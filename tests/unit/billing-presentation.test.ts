import { createFormatter } from "next-intl";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@/components/billing/money";
import { PRODUCT_TRANSLATIONS, translationMetadata } from "@/emulator/seed-translations";
import { localized } from "@/lib/billing/plan-text";
import { renderMail, type MailKind } from "@/lib/email/templates";
import { locales, type Locale } from "@/lib/i18n/locales";

describe("plan names and descriptions in the visitor's language", () => {
  const metadata = translationMetadata(PRODUCT_TRANSLATIONS["Pro monthly"]);

  it("takes the seller's translation from product metadata", () => {
    expect(localized(metadata, "name", "ru", "Pro monthly")).toBe("Pro, помесячно");
    expect(localized(metadata, "description", "de", null)).toBe("Alles aus Kostenlos, dazu bevorzugter Support und ein Lizenzschlüssel.");
  });

  it("falls back to Polar's own text for a language without one, a blank value or no metadata", () => {
    expect(localized(metadata, "name", "tr", "Pro monthly")).toBe("Pro monthly");
    expect(localized({ name_ru: "  " }, "name", "ru", "Pro monthly")).toBe("Pro monthly");
    expect(localized({ name_ru: 5 }, "name", "ru", "Pro monthly")).toBe("Pro monthly");
    expect(localized(null, "description", "fr", null)).toBeNull();
  });
});

describe("amounts", () => {
  const money = (locale: Locale, cents: number, exact?: boolean) => formatMoney(createFormatter({ locale }), cents, "usd", { exact });

  it("drop a needless .00 and keep real cents, the way each language writes money", () => {
    expect(money("en", 1500)).toBe("$15");
    expect(money("en", 1250)).toBe("$12.50");
    expect(money("de", 100000).replace(/\s/g, " ")).toBe("1.000 $");
    expect(money("ru", 1250).replace(/\s/g, " ")).toBe("12,50 $");
  });

  it("keep the cents in columns of figures", () => {
    expect(money("en", 1500, true)).toBe("$15.00");
  });
});

describe("mails", () => {
  const kinds: MailKind[] = ["verifyEmail", "resetPassword", "magicLink", "changeEmail", "deleteAccount", "invitation"];
  const link = "https://accounts.example/api/auth/verify-email?token=abc&callbackURL=%2F";
  const values = { organization: "Acme <Labs>", inviter: "Ada", role: "admin" };

  it.each(locales)(
    "%s: every kind has one layout, a button, the link spelled out and a plain-text part that leads with the link",
    async (locale) => {
      for (const kind of kinds) {
        const mail = await renderMail(kind, locale, "ada@example.com", link, values);
        // People and tests take the first address of the text part: it must be the action link.
        expect(mail.text.match(/https?:\/\/\S+/)?.[0]).toBe(link);
        expect(mail.html).toContain(`<html lang="${locale}">`);
        expect(mail.html.match(/<a href=/g)).toHaveLength(2); // the button and the spelled-out link
        expect(mail.html).toContain(link.replace(/&/g, "&amp;"));
        expect(mail.html).toContain("/apple-icon.png");
        // Values are escaped, never markup; no placeholder is left unfilled.
        expect(mail.html).not.toContain("<Labs>");
        expect(`${mail.subject}${mail.text}`).not.toMatch(/\{\w+\}/);
        expect(mail.subject.length).toBeGreaterThan(0);
      }
    },
  );

  it.each(locales)("%s: only a mail someone asked for says it can be ignored; a notice says what to do instead", async (locale) => {
    const messages = (await import(`@/messages/${locale}.json`)).default as { email: Record<string, unknown> & { ignore: string } };
    const notices: MailKind[] = [
      "signInAttempts",
      "twoFactorCode",
      "twoFactorLocked",
      "twoFactorEnabled",
      "twoFactorDisabled",
      "passkeyAdded",
      "secondFactorsReset",
      "identityCode",
      "webhookDisabled",
      "passwordChanged",
      "emailChanged",
    ];
    const filled = { ...values, count: "10", code: "123456", minutes: "5", url: "https://hooks.example/in", newEmail: "grace@example.com" };
    for (const kind of [...kinds, ...notices]) {
      const mail = await renderMail(kind, locale, "ada@example.com", link, filled);
      const says = mail.text.includes(messages.email.ignore) && mail.html.includes(messages.email.ignore.replace(/'/g, "&#39;"));
      expect(says, kind).toBe(kinds.includes(kind));
      expect(`${mail.subject}${mail.text}`, kind).not.toMatch(/\{\w+\}/);
    }
  });
});
