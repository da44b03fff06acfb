import { BASE_ERROR_CODES } from "@better-auth/core/error";
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { describe, expect, it } from "vitest";
import { errorKey, errorMessage } from "@/lib/auth/browser/error-message";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";

/**
 * Every error code better-auth can hand the public screens has a sentence of ours. The codes that better-auth
 * does not export are listed from its sources (better-auth 1.7): the OAuth callback's redirect codes
 * (dist/oauth2/errors.mjs and link-account.mjs), the magic link's (dist/plugins/magic-link), the captcha's
 * (dist/plugins/captcha/error-codes.mjs), the verification link's (as lib/auth/http/spec-compat.ts rewrites them)
 * and the generic OAuth plugin's.
 */
const OAUTH_CALLBACK = [
  "no_code",
  "oauth_provider_not_found",
  "issuer_missing",
  "issuer_mismatch",
  "invalid_code",
  "nonce_binding_missing",
  "unable_to_get_user_info",
  "no_callback_url",
  "unable_to_link_account",
  "email_does_not_match",
  "account_already_linked_to_different_user",
  "email_not_found",
  "email_not_verified",
  "invalid_callback_request",
  "please_restart_the_process",
  "internal_server_error",
  "account not linked",
  "signup disabled",
  "unable to create user",
  "unable to create session",
  "unable to update account",
];
const MAGIC_LINK = ["INVALID_TOKEN", "failed_to_create_user", "new_user_signup_disabled", "user_not_found", "failed_to_create_session"];
const CAPTCHA = ["VERIFICATION_FAILED", "MISSING_RESPONSE", "UNKNOWN_ERROR", "CAPTCHA_UNAVAILABLE"];
const VERIFY_LINK = ["token_expired", "invalid_token", "user_not_found", "unauthorized", "INVALID_USER"];
const GENERIC_OAUTH = ["INVALID_OAUTH_CONFIGURATION", "TOKEN_URL_NOT_FOUND"];
/** Mistakes of a program calling the API, never of a person using our forms: they get the general sentence. */
const DEVELOPER_ONLY = ["METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED", "ASYNC_VALIDATION_NOT_SUPPORTED", "BODY_MUST_BE_AN_OBJECT"];

// Untyped messages: the codes looked up here come from data, as in the app.
const t = createTranslator({ locale: "en", messages: en as AbstractIntlMessages, namespace: "errors" });
const tr = createTranslator({ locale: "ru", messages: ru as AbstractIntlMessages, namespace: "errors" });

describe("auth error messages", () => {
  const codes = [...Object.keys(BASE_ERROR_CODES), ...OAUTH_CALLBACK, ...MAGIC_LINK, ...CAPTCHA, ...VERIFY_LINK, ...GENERIC_OAUTH];

  it("have a sentence of ours for every code the screens can receive", () => {
    const missing = codes.filter((code) => !DEVELOPER_ONLY.includes(code)).filter((code) => !(errorKey(code)! in en.errors));
    expect(missing).toEqual([]);
  });

  it("never repeat better-auth's English or say 'email'", () => {
    const library = Object.values(BASE_ERROR_CODES).map((m) => (typeof m === "string" ? m : (m as { message: string }).message));
    for (const code of codes.filter((c) => !DEVELOPER_ONLY.includes(c))) {
      const sentence = errorMessage(t, { code });
      expect(library, code).not.toContain(sentence);
      expect(sentence, code).not.toMatch(/\bemail\b/i);
    }
  });

  it("read a code with spaces as the key with underscores", () => {
    expect(errorKey("unable to link account")).toBe("unable_to_link_account");
    expect(errorMessage(t, { code: "unable to link account" })).toBe(en.errors.unable_to_link_account);
  });

  it("use the page's language", () => {
    expect(errorMessage(tr, { code: "INVALID_EMAIL_OR_PASSWORD", status: 401 })).toBe(ru.errors.INVALID_EMAIL_OR_PASSWORD);
  });

  it("explain a busy server, a lost connection and anything unknown without showing the raw reply", () => {
    expect(errorMessage(t, { code: "INVALID_EMAIL_OR_PASSWORD", status: 429 })).toBe(en.errors.rateLimited);
    // The second factor locked after wrong codes is its own 429, and says so.
    expect(errorMessage(t, { code: "ACCOUNT_TEMPORARILY_LOCKED", status: 429 })).toBe(en.errors.ACCOUNT_TEMPORARILY_LOCKED);
    expect(errorMessage(t, { code: "FETCH_ERROR", status: 500, statusText: "Fetch Error" })).toBe(en.errors.network);
    for (const code of ["SOMETHING_NEW", "constructor", "__proto__", "toString", "<script>", "", undefined]) {
      expect(errorMessage(t, { code, message: "raw library text" }), String(code)).toBe(en.errors.generic);
    }
    expect(errorMessage(t, null)).toBe(en.errors.generic);
  });
});
