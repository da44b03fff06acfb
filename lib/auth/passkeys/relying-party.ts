import "server-only";
import { baseURL } from "@/lib/env";

/**
 * The relying party of every passkey ceremony: the app's own address (BETTER_AUTH_URL), its host name the id and
 * its origin the only one accepted. One definition for sign-in, registration and confirming it's you.
 */
export function relyingParty(): { id: string; origin: string; name: string } {
  const url = new URL(baseURL);
  return { id: url.hostname, origin: url.origin, name: "Accounts" };
}
