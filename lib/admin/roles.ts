/** The user role that makes an operator (better-auth's admin plugin reads it from the user row). */
export const OPERATOR_ROLE = "admin";
/** The role every new account gets. */
export const DEFAULT_ROLE = "user";
/** The roles an operator may give a user. */
export const USER_ROLES = ["user", OPERATOR_ROLE] as const;
/** The longest ban an operator may give (ten years); without a length a ban lasts until lifted. */
export const BAN_MAX_DAYS = 3650;
/** An operator acting as a user does so for 15 minutes at most: the session then ends by itself. */
export const IMPERSONATION_SECONDS = 15 * 60;

export function isOperatorRole(role: unknown): boolean {
  return typeof role === "string" && role.split(",").some((r) => r.trim() === OPERATOR_ROLE);
}
