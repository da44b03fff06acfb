import { describe, expect, it } from "vitest";
import { checkJson, MAX_JSON_DEPTH } from "@/lib/http/input-check";

const NUL = "\u0000";
const nested = (levels: number, inner: unknown = "x") => Array.from({ length: levels }).reduce<unknown>((acc) => [acc], inner);

describe("the JSON body check", () => {
  it("reports the first problem in document order, a key before the values after it", () => {
    expect(checkJson({ name: "ok", tags: ["a", `b${NUL}`], [`k${NUL}`]: "v" })?.message).toBe(
      "[body.tags.1] Control characters are not allowed",
    );
    expect(checkJson({ a: "ok", [`k${NUL}`]: "v", b: NUL })?.message).toBe("[body] Control characters are not allowed");
    expect(checkJson({ organizationId: "not an id!" })?.message).toBe("[body.organizationId] Invalid id");
    expect(checkJson({ ids: { organizationId: ["fine", "bad id"] } })?.message).toBe("[body.ids.organizationId.1] Invalid id");
    expect(checkJson({ name: "A name", metadata: { plan: "pro", seats: 3, nested: { on: true } } })).toBeNull();
  });

  it("refuses nesting past the limit without exhausting the stack", () => {
    expect(checkJson(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(checkJson(nested(MAX_JSON_DEPTH + 1))?.message).toMatch(/^\[body(\.0)+\] Too deeply nested/);
    expect(checkJson(JSON.parse("[".repeat(20_000) + "]".repeat(20_000)))?.code).toBe("VALIDATION_ERROR");
    // The limit counts containers: a deep problem within it is still found.
    expect(checkJson(nested(MAX_JSON_DEPTH, NUL))?.message).toMatch(/Control characters/);
  });
});
