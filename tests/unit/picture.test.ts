import { describe, expect, it } from "vitest";
import { PICTURE_MAX, pictureProblem, pictureSrc } from "@/lib/picture";

describe("a picture given by a person (a profile picture, an organization's logo)", () => {
  it("is an http(s) address or an inline PNG, JPEG, WebP or GIF within the limit", () => {
    expect(pictureProblem("")).toBeNull();
    expect(pictureProblem(" https://example.com/a.png ")).toBeNull();
    expect(pictureProblem("data:image/gif;base64,R0lGOD==")).toBeNull();
    expect(pictureProblem("javascript:alert(1)")).toBe("invalid");
    expect(pictureProblem("data:image/svg+xml;base64,PHN2Zz4=")).toBe("invalid");
    expect(pictureProblem("/logo.png")).toBe("invalid");
    expect(pictureProblem(`https://example.com/${"a".repeat(PICTURE_MAX)}`)).toBe("tooLong");
  });

  it("is drawn as a preview only when it is one", () => {
    expect(pictureSrc(" https://example.com/a.png ")).toBe("https://example.com/a.png");
    expect(pictureSrc("https://exa")).toBe("https://exa");
    expect(pictureSrc("not a picture")).toBeNull();
    expect(pictureSrc("   ")).toBeNull();
  });
});
