import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { describeSignInMethod, parseSignInMethod, type SignInMethodWords } from "@/lib/account/sign-in-method";
import { locales, type Locale } from "@/lib/i18n/locales";

function wordsOf(locale: Locale): SignInMethodWords {
  const messages = JSON.parse(readFileSync(path.join(__dirname, `../../messages/${locale}.json`), "utf8"));
  const t = createTranslator({
    locale,
    messages,
    namespace: "settings.sessions" as never,
    onError: (error) => {
      throw error;
    },
  });
  return t as unknown as SignInMethodWords;
}

const NAMES: Record<string, string> = { google: "Google", oidc: "Company SSO" };
const provider = (id: string) => NAMES[id] ?? id;

describe("a session's sign-in method in words", () => {
  it("reads the stored text as the sessions lists show it", () => {
    const t = wordsOf("en");
    const said = (stored: string | null) => describeSignInMethod(stored, t, provider);
    expect(said("password")).toBe("Password");
    expect(said("password+totp")).toBe("Password + authenticator app");
    expect(said("password+backup-code")).toBe("Password + backup code");
    expect(said("magic-link+otp")).toBe("E-mail link + code by e-mail");
    expect(said("google+passkey")).toBe("Google + passkey");
    expect(said("passkey")).toBe("Passkey");
    expect(said("magic-link")).toBe("E-mail link");
    expect(said("google")).toBe("Google");
    expect(said("oidc")).toBe("Company SSO");
    expect(said("impersonation")).toBe("Opened by an operator");
    expect(said("email-verification")).toBe("Verification link");
    // The first step's record lost: the factor alone.
    expect(said("+totp")).toBe("Second step: authenticator app");
  });

  it("says nothing for a session that recorded none (made before it was recorded)", () => {
    const t = wordsOf("en");
    expect(describeSignInMethod(null, t, provider)).toBeNull();
    expect(describeSignInMethod("", t, provider)).toBeNull();
    expect(describeSignInMethod("+", t, provider)).toBeNull();
    expect(parseSignInMethod("password+nonsense")).toEqual({ first: { method: "password" }, second: null });
  });

  it("has its words in every language", () => {
    for (const locale of locales) {
      const t = wordsOf(locale);
      for (const stored of [
        "password+totp",
        "magic-link+otp",
        "passkey",
        "email-verification",
        "impersonation",
        "+backup-code",
        "google+passkey",
      ]) {
        const said = describeSignInMethod(stored, t, provider);
        expect(said, `${locale}: ${stored}`).toBeTruthy();
        expect(said, `${locale}: ${stored}`).not.toMatch(/methods\.|factors\.|settings\.sessions/);
      }
    }
    // Translated, not copied: the words differ from the English ones.
    expect(describeSignInMethod("password+totp", wordsOf("de"), provider)).toBe("Passwort + Authenticator-App");
    expect(describeSignInMethod("password+totp", wordsOf("ru"), provider)).toBe("Пароль + приложение-аутентификатор");
  });
});
