/**
 * The bounds the auth forms share with the server, without the validation library: the forms' own code
 * stays small, and zod (components/auth/schemas.ts) loads when a form is first used. Client-safe.
 */
import type { Messages } from "@/lib/i18n/messages";

export type ValidationKey = keyof Messages["auth"]["validation"];
export type PasswordLimits = { min: number; max: number };

/** A person's name, wherever it is given: sign-up, the profile (lib/account/rules.ts), the console, the auth server. */
export const NAME_MAX_LENGTH = 200;
/** The longest address SMTP can carry. */
export const EMAIL_MAX_LENGTH = 254;
