import { describe, expect, it } from "vitest";
import { containing } from "@/lib/like";

describe("containing: a LIKE pattern for a term anywhere in a text", () => {
  it("wraps the term in % and escapes LIKE's own characters", () => {
    expect(containing("ada")).toBe("%ada%");
    expect(containing("50%")).toBe("%50\\%%");
    expect(containing("a_b")).toBe("%a\\_b%");
    expect(containing("back\\slash")).toBe("%back\\\\slash%");
  });
});
