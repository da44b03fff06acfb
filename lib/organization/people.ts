/** A person as the organization's pages list them (a team's members, the team picker's candidates). */
export type Person = { userId: string; name: string; email: string; image: string | null };
