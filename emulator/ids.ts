import { createHash } from "node:crypto";

/**
 * A UUID (version 4 in form, as Polar's ids are) derived from a record's id: the same record always gives the
 * same id, so a record Polar keeps beside another (an order's payment) needs no list of its own.
 */
export function derivedId(kind: string, id: string): string {
  const hex = createHash("sha256").update(`${kind}:${id}`).digest("hex");
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
