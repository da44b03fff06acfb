import "server-only";
import { isOperatorRole } from "@/lib/admin/roles";
import { roleIn } from "@/lib/organization/membership";
import { managesOrganization } from "@/lib/organization/roles";
import type { EndpointOwner } from "./endpoints";

/** Who is asking: a signed-in person (a session, or the person an API key acts for). */
export type Caller = { userId: string; role?: unknown; impersonatedBy?: string | null };

/**
 * The owner whose endpoints the caller may manage, or null: the app's endpoints are the operators' (acting as
 * themselves, not through an impersonation), an organization's are its owners' and admins'. The screens, the
 * server actions and the REST API all ask this.
 */
export async function managedOwner(caller: Caller, organizationId: string | undefined): Promise<EndpointOwner | null> {
  if (organizationId === undefined) return isOperatorRole(caller.role) && !caller.impersonatedBy ? { kind: "app" } : null;
  return managesOrganization(await roleIn(caller.userId, organizationId)) ? { kind: "organization", organizationId } : null;
}
