/**
 * The bounds the auth forms share with the server, without the validation library: the forms' own code
 * stays small, and zod (components/auth/schemas.ts) loads when a form is first used. Client-safe.
 */
import type { Messages } from "@/lib/i18n/messages";

export type ValidationKey = keyof Messages["auth"]["validation"];
export type PasswordLimits = { min: number; max: number };

/** The server's limit on a name (lib/auth/server/hooks.ts, PROFILE_LIMITS). */
export const NAME_MAX_LENGTH = 200;
/** The longest address SMTP can carry. */
export const EMAIL_MAX_LENGTH = 254;
