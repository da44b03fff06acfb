import { describe, expect, it } from "vitest";
import { deviceName, deviceOf } from "@/lib/account/device";
import { displayAddress, isLoopback } from "@/lib/account/ip-address";
import { imageProblem, nameProblem, newPasswordProblem } from "@/lib/account/rules";

describe("displayAddress", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1"],
    ["::1", "::1"],
    ["0000:0000:0000:0000:0000:0000:0000:0001", "::1"],
    ["0:0:0:0:0:0:0:0", "::"],
    ["2001:0DB8:0000:0000:0000:ff00:0042:8329", "2001:db8::ff00:42:8329"],
    ["2001:db8:0:1:0:0:0:1", "2001:db8:0:1::1"],
    ["2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2:3:4:5:6"],
    ["2001:db8:0:1:2:3:4:5", "2001:db8:0:1:2:3:4:5"],
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["0000:0000:0000:0000:0000:ffff:cb00:7109", "203.0.113.9"],
    ["fe80::1%eth0", "fe80::1"],
    ["not an address", "not an address"],
  ])("%s → %s", (raw, shown) => expect(displayAddress(raw)).toBe(shown));
});

describe("isLoopback", () => {
  it.each([
    ["::1", true],
    ["127.0.0.1", true],
    ["127.8.0.3", true],
    ["::", false],
    ["203.0.113.9", false],
    ["2001:db8::1", false],
  ])("%s → %s", (shown, loopback) => expect(isLoopback(shown)).toBe(loopback));
});

describe("deviceOf", () => {
  it("names browser and system", () => {
    const ua = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
    expect(deviceOf(ua)).toEqual({ browser: "Chrome", os: "Linux", kind: "desktop" });
  });
  it("knows a phone", () => {
    const ua =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
    expect(deviceOf(ua)).toEqual({ browser: "Mobile Safari", os: "iOS", kind: "mobile" });
  });
  it("gives nulls for a missing or unreadable header", () => {
    expect(deviceOf(null)).toEqual({ browser: null, os: null, kind: "desktop" });
    expect(deviceOf("curl-ish")).toMatchObject({ browser: null, os: null });
  });
  it("gives a system spelled in lower case its capital, and keeps one with a capital of its own", () => {
    expect(deviceOf("Playwright/1.64.1 (x64; debian 12) node/20.20")).toMatchObject({ browser: null, os: "Debian" });
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";
    expect(deviceOf(iphone)).toMatchObject({ os: "iOS" });
  });
});

describe("deviceName", () => {
  const words = {
    browserOnOs: (b: string, o: string) => `${b} on ${o}`,
    unknownBrowser: "Unknown browser",
    unknownDevice: "Unknown device",
  };
  it.each([
    [{ browser: "Chrome", os: "Linux" }, "Chrome on Linux"],
    [{ browser: null, os: "Debian" }, "Unknown browser on Debian"],
    [{ browser: "Chrome", os: null }, "Chrome"],
    [{ browser: null, os: null }, "Unknown device"],
  ])("names %o as %s", (device, name) => {
    expect(deviceName({ ...device, kind: "desktop" }, words)).toBe(name);
  });
});

describe("profile rules", () => {
  it("needs a name within 200 characters", () => {
    expect(nameProblem("  ")).toBe("nameRequired");
    expect(nameProblem("x".repeat(201))).toBe("nameTooLong");
    expect(nameProblem("Ada")).toBeNull();
  });
  it("takes http(s) addresses and small inline pictures only", () => {
    expect(imageProblem("")).toBeNull();
    expect(imageProblem("https://example.com/a.png")).toBeNull();
    expect(imageProblem("data:image/webp;base64,UklGRg==")).toBeNull();
    expect(imageProblem("javascript:alert(1)")).toBe("imageInvalid");
    expect(imageProblem("data:text/html;base64,PGI+")).toBe("imageInvalid");
    expect(imageProblem(`https://example.com/${"a".repeat(2000)}`)).toBe("imageTooLong");
  });
  it("checks a new password's length", () => {
    const limits = { min: 8, max: 12 };
    expect(newPasswordProblem("", limits)).toBe("passwordRequired");
    expect(newPasswordProblem("short", limits)).toBe("passwordTooShort");
    expect(newPasswordProblem("far-too-long-1", limits)).toBe("passwordTooLong");
    expect(newPasswordProblem("just-right", limits)).toBeNull();
  });
});
