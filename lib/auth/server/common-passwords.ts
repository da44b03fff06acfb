import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The most common passwords (zxcvbn-ts's list of about 49,000, ranked by how often they were found in breaches),
 * shipped with the app: no request leaves the server to check one. Loaded on first use, lower-cased.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

export const PASSWORD_TOO_COMMON = { code: "PASSWORD_TOO_COMMON", message: "This password is too common" } as const;
