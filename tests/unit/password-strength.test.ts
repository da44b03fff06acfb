import { describe, expect, it } from "vitest";
import { passwordStrength } from "@/components/auth/password-strength";

describe("passwordStrength", () => {
  it("calls anything under the minimum length weak", () => {
    expect(passwordStrength("Xy7!abc", 8)).toBe("weak");
    expect(passwordStrength("", 8)).toBe("weak");
  });

  it("calls the passwords everyone tries first weak, with digits around them too", () => {
    for (const p of ["password", "Password123", "qwerty2024", "пароль1234", "iloveyou!"]) expect(passwordStrength(p, 8), p).toBe("weak");
  });

  it("calls repeated characters and straight runs weak, whatever their length", () => {
    for (const p of ["aaaaaaaaaaaa", "abababababab", "12345678", "87654321", "abcdefghijkl", "qwertyuiop", "0123456789012345"]) {
      expect(passwordStrength(p, 8), p).toBe("weak");
    }
  });

  it("grows with length and with kinds of characters", () => {
    expect(passwordStrength("tulip-river", 8)).toBe("fair");
    expect(passwordStrength("tulip-river-k", 8)).toBe("good");
    expect(passwordStrength("Tulip-river-7", 8)).toBe("strong");
    expect(passwordStrength("tulip river lantern", 8)).toBe("strong");
  });

  it("counts characters, not UTF-16 units, and knows other alphabets", () => {
    expect(passwordStrength("жёлтый-кот-ок", 8)).toBe("good");
    expect(passwordStrength("Жёлтый-кот-7", 8)).toBe("strong");
    expect(passwordStrength("😀😀😀", 4)).toBe("weak");
  });
});
