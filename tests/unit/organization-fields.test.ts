import { describe, expect, it } from "vitest";
import { isSlug, SLUG_MAX, TEAM_NAME_MAX, teamNameProblem } from "@/lib/organization/fields";

// The team forms' check is the server's limit (lib/auth/server/field-limits.ts uses the same TEAM_NAME_MAX).
describe("organization fields", () => {
  it("a team name is required and at most TEAM_NAME_MAX characters", () => {
    expect(teamNameProblem("")).toBe("required");
    expect(teamNameProblem("T".repeat(TEAM_NAME_MAX))).toBeNull();
    expect(teamNameProblem("T".repeat(TEAM_NAME_MAX + 1))).toBe("tooLong");
  });

  it("a slug is lowercase words joined by hyphens, at most SLUG_MAX characters", () => {
    expect(isSlug("acme-corp")).toBe(true);
    expect(isSlug("")).toBe(false);
    expect(isSlug("a".repeat(SLUG_MAX + 1))).toBe(false);
  });
});
