import "server-only";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import type { Messages, NamespaceKeys, NestedKeyOf } from "next-intl";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import type { z } from "zod";
import type { ActionResult } from "@/lib/action";
import { auth } from "@/lib/auth/server/auth";
import { getVerifiedSession } from "@/lib/auth/server/session";
import { messageOr } from "@/lib/i18n/message-or";
import { REQUEST_PATH_HEADER } from "@/lib/request-path";
import { recordAudit, requestOrigin, type AuditEntry, type RequestOrigin } from "./audit";
import { isOperatorRole } from "./roles";

type Session = NonNullable<Awaited<ReturnType<typeof getVerifiedSession>>>;

/** The signed-in operator: a user whose role is "admin", acting as themselves (not through an impersonation). */
export type Operator = { session: Session; id: string; email: string };

/** The current operator, or null: for a signed-out visitor, a member, an organization owner, an impersonation. */
export async function currentOperator(): Promise<Operator | null> {
  const session = await getVerifiedSession();
  if (!session) return null;
  const role = (session.user as { role?: unknown }).role;
  const impersonated = (session.session as { impersonatedBy?: string | null }).impersonatedBy;
  if (!isOperatorRole(role) || impersonated) return null;
  return { session, id: session.user.id, email: session.user.email };
}

/**
 * Every console page and layout calls this first: a signed-out visitor is sent to sign in (and brought back),
 * anyone else who is not an operator gets the not-found page (the console does not announce itself).
 */
export const requireOperator = cache(async (): Promise<Operator> => {
  const operator = await currentOperator();
  if (operator) return operator;
  if (!(await getVerifiedSession())) {
    const back = (await headers()).get(REQUEST_PATH_HEADER) ?? "/admin";
    redirect(`/sign-in?next=${encodeURIComponent(back)}`);
  }
  notFound();
});

type Outcome = { ok: true } | { ok: false; code: string };

/** What an operator action receives beside its input: the operator, the request's headers and its origin. */
export type OperatorContext = {
  operator: Operator;
  headers: Headers;
  origin: RequestOrigin;
  /** Appends an audit entry as this operator, from this request's address. */
  audit: (entry: Omit<AuditEntry, "actor" | "origin">) => Promise<void>;
};

/**
 * A console server action: refused with FORBIDDEN unless an operator calls it (checked against the database on
 * every call), its input parsed by `input`, refusals explained from the `messages` namespace (its "generic"
 * sentence for a code it does not hold). The same refusal for signed-out visitors, members and owners.
 */
export function operatorAction<Input extends z.ZodType, Result extends Outcome>(
  options: { input: Input; messages: NamespaceKeys<Messages, NestedKeyOf<Messages>> },
  run: (input: z.output<Input>, context: OperatorContext) => Promise<Result>,
): (input: z.input<Input>) => Promise<ActionResult<Result>> {
  return async (raw) => {
    const operator = await currentOperator();
    const parsed = options.input.safeParse(raw);
    let outcome: Outcome;
    if (!operator) outcome = { ok: false, code: "FORBIDDEN" };
    else if (!parsed.success) outcome = { ok: false, code: "VALIDATION_ERROR" };
    else {
      const requestHeaders = new Headers(await headers());
      const origin = requestOrigin(requestHeaders, auth.options);
      const actor = { id: operator.id, email: operator.email };
      outcome = await run(parsed.data, {
        operator,
        headers: requestHeaders,
        origin,
        audit: (entry) => recordAudit({ ...entry, actor, origin }),
      });
    }
    if (outcome.ok) return outcome as Exclude<Result, { ok: false }>;
    const [t, common] = await Promise.all([getTranslations(options.messages), getTranslations("errors")]);
    return { ok: false, code: outcome.code, message: messageOr(t, outcome.code, messageOr(t, "generic", common("generic"))) };
  };
}
