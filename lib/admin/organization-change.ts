import "server-only";
import { db } from "@/db/client";
import { organizationActivity } from "@/db/schema";
import type { AuditAction } from "./audit";
import type { OperatorContext } from "./guard";

type Details = Record<string, unknown>;

/**
 * Records an operator's change to an organization twice: in the console's audit log (with the ids it keeps)
 * and in the organization's own activity log, in that log's words, so its owners see the change there too.
 */
export async function recordOrganizationChange(
  { operator, audit }: Pick<OperatorContext, "operator" | "audit">,
  change: {
    organizationId: string;
    /** Whom or what the change was about, as both logs name it: an e-mail, a team's or the organization's name. */
    target: string;
    activity: { action: string; data?: Details };
    audit: { action: AuditAction; targetUserId?: string | null; data?: Details };
  },
): Promise<void> {
  await db.insert(organizationActivity).values({
    id: crypto.randomUUID(),
    organizationId: change.organizationId,
    actorId: operator.id,
    action: change.activity.action,
    target: change.target,
    data: change.activity.data ?? null,
    createdAt: new Date(),
  });
  await audit({ ...change.audit, targetOrganizationId: change.organizationId, targetLabel: change.target });
}
