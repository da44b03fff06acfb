import "server-only";
import { UAParser } from "ua-parser-js";

export type DeviceKind = "desktop" | "mobile" | "tablet";

/** What a session's User-Agent says, in the words people use: "Chrome" on "Linux", on a desktop. */
export type Device = { browser: string | null; os: string | null; kind: DeviceKind };

/** Parsed on the server, so the browser downloads no parser. A missing or unreadable header gives nulls. */
export function deviceOf(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: null, os: null, kind: "desktop" };
  const parsed = new UAParser(userAgent).getResult();
  const type = parsed.device.type;
  return {
    browser: parsed.browser.name ?? null,
    os: osName(parsed.os.name),
    kind: type === "mobile" || type === "wearable" ? "mobile" : type === "tablet" ? "tablet" : "desktop",
  };
}

/**
 * The parser keeps a system's name as the User-Agent spells it, which for some clients is all lower case
 * ("debian" from "(x64; debian 12)"); such a name gets its capital. Names with one of their own ("macOS",
 * "iOS") are kept as they are.
 */
function osName(name: string | undefined): string | null {
  if (!name) return null;
  return name === name.toLowerCase() ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}

/**
 * A device as the sessions list names it: "Chrome on Linux"; a client that names only its system (an API
 * library, a command-line tool) "Unknown browser on Debian"; one that names only its browser, the browser.
 */
export function deviceName(
  device: Device,
  words: { browserOnOs: (browser: string, os: string) => string; unknownBrowser: string; unknownDevice: string },
): string {
  if (device.os) return words.browserOnOs(device.browser ?? words.unknownBrowser, device.os);
  return device.browser ?? words.unknownDevice;
}
