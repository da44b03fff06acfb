import "server-only";
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements, memberAc, ownerAc } from "better-auth/plugins/organization/access";

/**
 * The organization's roles as better-auth's defaults, plus the api-key plugin's statement: its organization keys
 * are created, listed and revoked by members whose role grants `apiKey` (the plugin asks the organization's access
 * control). Owners and admins manage an organization's keys, as they manage its members; members do not.
 */
const statements = { ...defaultStatements, apiKey: ["create", "read", "update", "delete"] } as const;
export const organizationAc = createAccessControl(statements);

const manageKeys = { apiKey: ["create", "read", "update", "delete"] } as const;

export const organizationRoles = {
  owner: organizationAc.newRole({ ...ownerAc.statements, ...manageKeys }),
  admin: organizationAc.newRole({ ...adminAc.statements, ...manageKeys }),
  member: organizationAc.newRole({ ...memberAc.statements }),
};
