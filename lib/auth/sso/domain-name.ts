import { domainToASCII } from "node:url";

/** The TXT record's name and value for a claimed domain. */
export const RECORD_PREFIX = "_accounts-sso";
export const recordName = (domain: string) => `${RECORD_PREFIX}.${domain}`;
export const recordValue = (token: string) => `accounts-sso-verification=${token}`;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A domain as typed ("@Example.COM", "example.com.") in the form it is stored and matched: lower case, ASCII
 * (punycode), without a leading @ or trailing dot. Null when it is not a domain with at least two labels.
 */
export function normalizeDomain(input: string): string | null {
  const trimmed = input.trim().replace(/^@/, "").replace(/\.$/, "").toLowerCase();
  if (!trimmed || trimmed.length > 253 || /[\s/\\:@]/.test(trimmed)) return null;
  const ascii = domainToASCII(trimmed);
  if (!ascii) return null;
  const labels = ascii.split(".");
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || /^\d+$/.test(labels.at(-1)!)) return null;
  return ascii;
}

/** The domain of an e-mail address, normalized; null when there is none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  return at > 0 ? normalizeDomain(email.slice(at + 1)) : null;
}

/** A connection's domains: better-auth's `domain` column is comma-separated. */
export function connectionDomains(domain: string): string[] {
  return domain
    .split(",")
    .map((d) => normalizeDomain(d))
    .filter((d): d is string => d !== null);
}
