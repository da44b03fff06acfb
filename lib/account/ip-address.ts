import { isIPv4, isIPv6 } from "node:net";

/**
 * A client address as people write it: IPv4 as is, IPv6 in its short form (RFC 5952: lower case, no leading
 * zeros, the longest run of zero groups as "::"), and an IPv4-mapped IPv6 address (::ffff:127.0.0.1, or the
 * same in hex groups) as the IPv4 address it stands for. better-auth stores IPv6 zero-expanded
 * (0000:0000:…:0001), which nobody recognises as ::1. Anything that is not an address comes back unchanged.
 */
export function displayAddress(raw: string): string {
  const address = raw.trim();
  if (isIPv4(address)) return address;
  const withoutZone = address.split("%")[0];
  if (!isIPv6(withoutZone)) return address;
  const groups = expand(withoutZone);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  return compress(groups);
}

/** The eight 16-bit groups of a valid IPv6 address, with a trailing dotted IPv4 part turned into two groups. */
function expand(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((g) => parseInt(g, 16));
}

function compress(groups: number[]): string {
  // The longest run of at least two zero groups (the first of equal runs) becomes "::".
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}

/** Whether an address (as displayAddress writes it) is the machine's own: the browser runs beside the server. */
export function isLoopback(shown: string): boolean {
  return shown === "::1" || /^127\.\d+\.\d+\.\d+$/.test(shown);
}
