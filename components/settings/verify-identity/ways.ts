import type { ConfirmationMethods } from "@/lib/auth/browser/verify-identity";

/** The ways to confirm it's you, in the order they are offered; the first the person has comes first. */
export type Way = "passkey" | "password" | "app" | "backup" | "email";

export function waysOf(methods: ConfirmationMethods): Way[] {
  const ways: Way[] = [];
  if (methods.passkey) ways.push("passkey");
  if (methods.password) ways.push("password");
  if (methods.totp) ways.push("app", "backup");
  ways.push("email");
  return ways;
}
