import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

/** What a request's `Authorization: Bearer …` says against an endpoint's secret; "unset": the endpoint has none. */
export type BearerCheck = "unset" | "refused" | "granted";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Compares in constant time, on digests of equal length: neither how much of the token matches nor its length
 * shows in the time the answer takes.
 */
export function checkBearer(request: Request, secret: string | undefined): BearerCheck {
  if (!secret) return "unset";
  const match = /^Bearer (.+)$/i.exec(request.headers.get("authorization") ?? "");
  if (!match) return "refused";
  return timingSafeEqual(digest(match[1]), digest(secret)) ? "granted" : "refused";
}
