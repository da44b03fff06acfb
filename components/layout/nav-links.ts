/** The header's links: to everyone, and to signed-in people (keys of the messages' "common" section). */
export const PUBLIC_LINKS = [["/pricing", "pricing"]] as const;
export const MEMBER_LINKS = [
  ["/billing", "billing"],
  ["/demo", "demo"],
] as const;
/** In the account menu on wide screens, in the sheet on phones. */
export const ACCOUNT_LINKS = [
  ["/invitations", "invitations"],
  ["/settings", "settings"],
] as const;

/** The console, for operators only (lib/admin/guard.ts checks again on every console page). */
export const OPERATOR_LINKS = [["/admin", "admin"]] as const;

export type NavLinkSpec = (typeof PUBLIC_LINKS | typeof MEMBER_LINKS | typeof ACCOUNT_LINKS | typeof OPERATOR_LINKS)[number];
