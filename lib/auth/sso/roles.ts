/** The organization roles a connection's groups can give (owners are made by people, never by a provider). */
export type MappedRole = "admin" | "member";

/** Parses a stored role mapping `{ "<group>": "admin" | "member" }`; anything else counts as no mapping. */
export function parseRoleMapping(text: string | null | undefined): Record<string, MappedRole> {
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter((e): e is [string, MappedRole] => e[1] === "admin" || e[1] === "member"),
    );
  } catch {
    return {};
  }
}

/** The groups a provider sent: a list, or one group, or a comma-separated text. */
export function groupsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((g): g is string => typeof g === "string").map((g) => g.trim());
  if (typeof value === "string")
    return value
      .split(",")
      .map((g) => g.trim())
      .filter(Boolean);
  return [];
}

/** The role for a new member: admin when any of their groups maps to admin, else member. */
export function roleForGroups(groups: string[], mapping: Record<string, MappedRole>): MappedRole {
  return groups.some((g) => mapping[g] === "admin") ? "admin" : "member";
}

/** The attribute (SAML) or claim (OIDC) a connection reads groups from: its mapping's `extraFields.groups`, else "groups". */
export function groupsAttribute(config: string | null | undefined): string {
  if (!config) return "groups";
  try {
    const name = (JSON.parse(config) as { mapping?: { extraFields?: { groups?: unknown } } }).mapping?.extraFields?.groups;
    return typeof name === "string" && name ? name : "groups";
  } catch {
    return "groups";
  }
}
