import "server-only";
import { BASE_ERROR_CODES } from "@better-auth/core/error";
import { APIError } from "better-auth/api";
import { isSafeReturnAddress } from "@/lib/auth/http/safe-path";

/** Every field in which a client names where to send a browser (or a mail's link) back to, and its error. */
const FIELDS = {
  callbackURL: BASE_ERROR_CODES.INVALID_CALLBACK_URL,
  redirectTo: BASE_ERROR_CODES.INVALID_REDIRECT_URL,
  errorCallbackURL: BASE_ERROR_CODES.INVALID_ERROR_CALLBACK_URL,
  newUserCallbackURL: BASE_ERROR_CODES.INVALID_NEW_USER_CALLBACK_URL,
};

/**
 * better-auth accepts any relative path as a return address, so "/%09/evil.example" (a tab, which browsers drop,
 * then "//evil.example") passed every POST and GET that takes one and went into mails. Refused here, on every
 * endpoint, with better-auth's own errors, before its trusted-origin check (which still decides absolute URLs).
 */
export function refuseUnsafeReturnAddresses(...sources: unknown[]): void {
  for (const source of sources) {
    if (!source || typeof source !== "object") continue;
    for (const [field, error] of Object.entries(FIELDS)) {
      const value = (source as Record<string, unknown>)[field];
      if (typeof value === "string" && value !== "" && !isSafeReturnAddress(value)) throw APIError.from("FORBIDDEN", error);
    }
  }
}
