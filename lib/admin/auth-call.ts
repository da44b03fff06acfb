import "server-only";
import { isAPIError } from "better-auth/api";
import { auth } from "@/lib/auth/server/auth";
import { actingAs } from "@/lib/organization/activity";
import { inAuthTransaction } from "@/lib/organization/transaction";
import type { Operator } from "./guard";

/**
 * Runs better-auth server calls (auth.api.*) for an operator, in one transaction (inAuthTransaction), the operator
 * named as the actor of the organization's activity entries its hooks record even where the call carries no
 * session: its rules and entries hold for operators as for owners. better-auth's refusal answers as its code; any
 * other throw propagates.
 */
export async function authCall<T>(
  operator: Pick<Operator, "id">,
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; code: string }> {
  try {
    return { ok: true, value: await inAuthTransaction(auth, () => actingAs(operator.id, work)) };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { ok: false, code: String((error.body as { code?: unknown } | undefined)?.code ?? "generic") };
  }
}
