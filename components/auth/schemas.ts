/**
 * What the auth forms accept, checked in the browser before anything is sent, with the server's own limits:
 * the password bounds come from the server's settings (PASSWORD_MIN_LENGTH / PASSWORD_MAX_LENGTH, passed
 * down by the page), the name bound is the one lib/auth/server/hooks.ts holds /sign-up/email to, and the e-mail
 * check is zod's, which better-auth applies too. Each issue's message is a key of `auth.validation`, so the
 * forms show it in the user's language. Loaded on a form's first use (use-validation.ts): zod is not part
 * of the pages' first-load JavaScript.
 */
import * as z from "zod/mini";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, type PasswordLimits, type ValidationKey } from "@/lib/auth/limits";

const issue = (error: ValidationKey) => ({ error });

export const emailField = () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, issue("emailRequired")),
      z.maxLength(EMAIL_MAX_LENGTH, issue("emailTooLong")),
      z.email(issue("emailInvalid")),
    );

/** A new password: within the server's bounds. */
export const newPasswordField = ({ min, max }: PasswordLimits) =>
  z
    .string()
    .check(
      z.minLength(1, issue("passwordRequired")),
      z.minLength(min, issue("passwordTooShort")),
      z.maxLength(max, issue("passwordTooLong")),
    );

/** A password being entered to sign in: only required; whether it is right is the server's answer. */
const currentPasswordField = () => z.string().check(z.minLength(1, issue("passwordRequired")));

export const signInSchema = () => z.object({ email: emailField(), password: currentPasswordField() });

export const magicLinkSchema = () => z.object({ email: emailField() });

export const signUpSchema = (limits: PasswordLimits) =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(1, issue("nameRequired")), z.maxLength(NAME_MAX_LENGTH, issue("nameTooLong"))),
    email: emailField(),
    password: newPasswordField(limits),
  });

export const resetPasswordSchema = (limits: PasswordLimits) =>
  z
    .object({ password: newPasswordField(limits), confirm: z.string().check(z.minLength(1, issue("confirmRequired"))) })
    .check(z.refine((values) => values.password === values.confirm, { ...issue("passwordsMismatch"), path: ["confirm"] }));

export type FieldErrors = Partial<Record<string, ValidationKey>>;

/**
 * The first problem of each field, as message keys; `null` when the values pass. The parsed values come back
 * too (e.g. the e-mail without surrounding spaces).
 */
export function check<S extends z.ZodMiniType>(
  schema: S,
  values: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const problem of result.error.issues) {
    const field = String(problem.path[0] ?? "");
    errors[field] ??= problem.message as ValidationKey;
  }
  return { data: null, errors };
}
