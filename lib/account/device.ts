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
    os: parsed.os.name ?? null,
    kind: type === "mobile" || type === "wearable" ? "mobile" : type === "tablet" ? "tablet" : "desktop",
  };
}
