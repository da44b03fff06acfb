/** Decodes percent escapes until nothing changes (a few rounds at most); null when an escape is malformed. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null; // still changing: nested beyond any honest use
}

// Controls (a browser drops tab and newline, so "/\t/evil.example" becomes "//evil.example"), backslashes (read
// as slashes) and whitespace have no place in a return address, encoded or not.
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007F-\u009F\\\u00A0\u1680\u2000-\u200F\u2028\u2029\u202F\u205F\u3000\uFEFF]/;
/** An encoded slash or backslash in the path would become a host once something decodes it. */
const ENCODED_SEPARATOR = /%(2f|5c)/i;

/**
 * Whether a callback or redirect address taken from a client is harmless as far as its characters go: no
 * control characters, whitespace or backslashes after decoding, no encoded slashes in its path, and, for a
 * path, no second slash that would make it a host ("//evil.example", "/%2F/evil.example"). Whether an absolute
 * address's origin is trusted is better-auth's check (trustedOrigins), made after this one.
 */
export function isSafeReturnAddress(value: string): boolean {
  const decoded = fullyDecoded(value);
  if (decoded === null || UNSAFE_CHARACTER.test(decoded)) return false;
  const path = value.split(/[?#]/, 1)[0];
  if (ENCODED_SEPARATOR.test(path)) return false;
  if (decoded.startsWith("/")) return !decoded.startsWith("//");
  return /^https?:\/\/[^/]/i.test(value);
}

/** Only a same-site relative path may be used as a return address taken from the URL. */
export function safeNext(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || !isSafeReturnAddress(value)) return fallback;
  return value;
}
