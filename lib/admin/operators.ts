import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import { db } from "@/db/client";
import { user } from "@/db/schema";
import { recordAudit } from "./audit";
import { OPERATOR_ROLE } from "./roles";

export type GrantOutcome = { email: string; outcome: "granted" | "already" | "unverified" | "unknown" };

/**
 * Makes the users with these addresses operators. `via` names who asked (the ADMIN_EMAILS setting or the
 * admin:grant script), for the audit log. With `verifiedOnly`, an address nobody has proven is skipped: a
 * stranger who signs up first with an operator's address must not become one.
 */
export async function grantOperators(emails: readonly string[], via: "ADMIN_EMAILS" | "script", verifiedOnly: boolean) {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: user.id, email: user.email, role: user.role, emailVerified: user.emailVerified })
    .from(user)
    .where(inArray(user.email, wanted));
  const results: GrantOutcome[] = [];
  for (const email of wanted) {
    const row = found.find((u) => u.email === email);
    if (!row) results.push({ email, outcome: "unknown" });
    else if (row.role === OPERATOR_ROLE) results.push({ email, outcome: "already" });
    else if (verifiedOnly && !row.emailVerified) results.push({ email, outcome: "unverified" });
    else {
      const [changed] = await db
        .update(user)
        .set({ role: OPERATOR_ROLE, updatedAt: new Date() })
        .where(and(eq(user.id, row.id), ne(user.role, OPERATOR_ROLE)))
        .returning({ id: user.id });
      if (changed) {
        await recordAudit({ action: "operator.grant", actor: null, targetUserId: row.id, targetLabel: email, data: { via } });
      }
      results.push({ email, outcome: changed ? "granted" : "already" });
    }
  }
  return results;
}
