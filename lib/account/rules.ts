/**
 * The profile's rules, shared by the forms (inline errors before anything is sent) and the server actions
 * (which must check again: an action is a public endpoint). Each answers the key of its message in
 * settings.errors, or null when the value is fine. The auth server holds the same limits (lib/auth/server/field-limits.ts).
 */
import { NAME_MAX_LENGTH } from "@/lib/auth/limits";
import { PICTURE_MAX, pictureProblem } from "@/lib/picture";

export const NAME_MAX = NAME_MAX_LENGTH;
export const IMAGE_MAX = PICTURE_MAX;

export type ProfileProblem = "nameRequired" | "nameTooLong" | "imageInvalid" | "imageTooLong";

export function nameProblem(name: string): ProfileProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return "nameRequired";
  if (trimmed.length > NAME_MAX) return "nameTooLong";
  return null;
}

/** The picture's rule (lib/picture.ts), answered as the profile's message keys. */
export function imageProblem(image: string): ProfileProblem | null {
  const problem = pictureProblem(image);
  return problem && (problem === "tooLong" ? "imageTooLong" : "imageInvalid");
}

export type PasswordProblem = "passwordRequired" | "passwordTooShort" | "passwordTooLong" | "passwordsDiffer";

export function newPasswordProblem(password: string, limits: { min: number; max: number }): PasswordProblem | null {
  if (!password) return "passwordRequired";
  if (password.length < limits.min) return "passwordTooShort";
  if (password.length > limits.max) return "passwordTooLong";
  return null;
}
