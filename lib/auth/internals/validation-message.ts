import "server-only";

/**
 * better-auth answers a body that fails its zod schema with `VALIDATION_ERROR` and one English sentence,
 * `[body.<field>] <zod's message>`; it has no code per field, so an address that fails the format check is told
 * apart from other validation errors by this sentence alone (zod 4's "Invalid email address"). Why: the
 * specification answers it as its own `INVALID_EMAIL` (lib/auth/http/spec-compat.ts). Held by
 * tests/integration/better-auth-internals.test.ts.
 */
const INVALID_EMAIL_MESSAGE = /^\[body\.(email|newEmail)\] Invalid email address$/;

/** Whether a better-auth error body is its schema refusing the format of `email` or `newEmail`. */
export function isInvalidEmailValidation(body: { code?: string; message?: string }): boolean {
  return body.code === "VALIDATION_ERROR" && INVALID_EMAIL_MESSAGE.test(body.message ?? "");
}
