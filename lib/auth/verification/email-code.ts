import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { generateRandomString } from "better-auth/crypto";

/** How long an e-mailed confirmation code works, in minutes, and how many wrong tries end it. */
export const EMAIL_CODE_MINUTES = 5;
export const EMAIL_CODE_TRIES = 5;

/** A new six-digit code and what is stored of it (its hash, and the tries left). */
export function newEmailCode(): { code: string; stored: string } {
  const code = generateRandomString(6, "0-9");
  return { code, stored: `${hashOf(code)}:${EMAIL_CODE_TRIES}` };
}

/**
 * Checks `given` against a stored code. Returns whether it matches and, for a wrong code with tries left, what to
 * store instead (null: the code is spent).
 */
export function checkEmailCode(stored: string, given: string): { ok: boolean; next: string | null } {
  const [hash = "", triesText = "0"] = stored.split(":");
  const ok = hash.length > 0 && safeEqual(hash, hashOf(given.trim()));
  const tries = Number(triesText) - 1;
  return { ok, next: ok || tries <= 0 ? null : `${hash}:${tries}` };
}

function hashOf(code: string): string {
  return createHash("sha256").update(code).digest("base64url");
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
