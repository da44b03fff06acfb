import "server-only";
import { env } from "@/lib/env";
import { grantOperators } from "./operators";
import { isOperatorRole } from "./roles";

const listed = new Set(env.ADMIN_EMAILS.map((e) => e.toLowerCase()));

/** Makes a verified user whose address ADMIN_EMAILS names an operator (a no-op for everyone else). */
export async function grantListedOperator(user: { email: string; emailVerified: boolean; role?: unknown }) {
  if (!user.emailVerified || !listed.has(user.email.toLowerCase()) || isOperatorRole(user.role)) return;
  await grantOperators([user.email], "ADMIN_EMAILS", true);
}
