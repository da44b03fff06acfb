import * as z from "zod";
import { decodeCursor, type KeysetCursor } from "@/lib/keyset";

/** Keyset pagination's query: `limit` (1–100, default 25) and `after`, the `next` of the previous page. */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25).meta({ description: "Items per page (1–100)" }),
  after: z
    .string()
    .max(200)
    .optional()
    .refine((raw) => raw === undefined || decodeCursor(raw) !== undefined, "Not a cursor this API gave")
    .meta({ description: "The `next` cursor of the previous page" }),
});

export const cursorOf = (after: string | undefined): KeysetCursor | undefined => (after ? decodeCursor(after) : undefined);

/** A page of `item`: its rows and the cursor of the next page (null on the last). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    next: z.string().nullable().meta({ description: "Pass as `after` for the next page; null on the last page" }),
  });
}
