import "server-only";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { signedInAction, type Guarded } from "@/lib/action";
import { auth } from "@/lib/auth/server/auth";
import { getVerifiedSession } from "@/lib/auth/server/session";
import { REQUEST_PATH_HEADER } from "@/lib/request-path";
import { recordAudit, requestOrigin, type AuditEntry, type RequestOrigin } from "./audit";
import { isOperatorRole } from "./roles";

type Session = NonNullable<Awaited<ReturnType<typeof getVerifiedSession>>>;

/** The signed-in operator: a user whose role is "admin", acting as themselves (not through an impersonation). */
export type Operator = { session: Session; id: string; email: string };

/** The session's user as an operator, or null: a member, an organization owner, an impersonation. */
function operatorOf(session: Session): Operator | null {
  const role = (session.user as { role?: unknown }).role;
  const impersonated = (session.session as { impersonatedBy?: string | null }).impersonatedBy;
  if (!isOperatorRole(role) || impersonated) return null;
  return { session, id: session.user.id, email: session.user.email };
}

/** The current operator, or null: for a signed-out visitor, a member, an organization owner, an impersonation. */
export async function currentOperator(): Promise<Operator | null> {
  const session = await getVerifiedSession();
  return session ? operatorOf(session) : null;
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

/** What an operator action receives beside its input: the operator, the request's headers and its origin. */
export type OperatorContext = {
  operator: Operator;
  headers: Headers;
  origin: RequestOrigin;
  /** Appends an audit entry as this operator, from this request's address. */
  audit: (entry: Omit<AuditEntry, "actor" | "origin">) => Promise<void>;
};

/**
 * A console server action: the signed-in kind (lib/action.ts) narrowed to operators (checked against the database
 * on every call), with the operator's context. Signed-out visitors, members and owners all get the same refusal,
 * FORBIDDEN: the console does not announce itself.
 */
export const operatorAction = signedInAction.use(async (session): Promise<Guarded<OperatorContext>> => {
  const operator = operatorOf(session);
  if (!operator) return { ok: false, code: "FORBIDDEN" };
  const requestHeaders = new Headers(await headers());
  const origin = requestOrigin(requestHeaders, auth.options);
  const actor = { id: operator.id, email: operator.email };
  return {
    ok: true,
    context: { operator, headers: requestHeaders, origin, audit: (entry) => recordAudit({ ...entry, actor, origin }) },
  };
}, "FORBIDDEN");
