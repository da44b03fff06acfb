/**
 * The profile's rules, shared by the forms (inline errors before anything is sent) and the server actions
 * (which must check again: an action is a public endpoint). Each answers the key of its message in
 * settings.errors, or null when the value is fine. The server's own limits live in lib/auth/server/hooks.ts.
 */
export const NAME_MAX = 200;
export const IMAGE_MAX = 2000;

export type ProfileProblem = "nameRequired" | "nameTooLong" | "imageInvalid" | "imageTooLong";

export function nameProblem(name: string): ProfileProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return "nameRequired";
  if (trimmed.length > NAME_MAX) return "nameTooLong";
  return null;
}

/** A picture is an http(s) address or an inline PNG/JPEG/WebP/GIF (what the upload makes), within 2000 characters. */
export function imageProblem(image: string): ProfileProblem | null {
  const value = image.trim();
  if (!value) return null;
  if (value.length > IMAGE_MAX) return "imageTooLong";
  if (/^data:image\/(png|jpeg|webp|gif);base64,[a-z0-9+/]+=*$/i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? null : "imageInvalid";
  } catch {
    return "imageInvalid";
  }
}

export type PasswordProblem = "passwordRequired" | "passwordTooShort" | "passwordTooLong" | "passwordsDiffer";

export function newPasswordProblem(password: string, limits: { min: number; max: number }): PasswordProblem | null {
  if (!password) return "passwordRequired";
  if (password.length < limits.min) return "passwordTooShort";
  if (password.length > limits.max) return "passwordTooLong";
  return null;
}
