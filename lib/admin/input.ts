import { z } from "zod";
import { decodeCursor, type KeysetCursor } from "@/lib/keyset";

/**
 * An id of a row (user, session, organization, member…), as an operator's action takes it (NUL, and other text
 * that could not be stored, every action refuses: lib/action.ts).
 */
export const rowId = z.string().trim().min(1).max(200);

/** A search as typed, made harmless: NUL removed, at most 200 characters, trimmed. */
export function searchText(raw: string | undefined): string {
  return (raw ?? "").replaceAll("\u0000", "").trim().slice(0, 200);
}

/** What an operator typed, as a LIKE prefix pattern: lower-cased, its wildcards matched literally. */
export function likePrefix(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page cursor from the address bar; one that is not ours (or holds NUL) reads as "from the start". */
export function cursorParam(raw: string | undefined): KeysetCursor | undefined {
  const cursor = decodeCursor(raw);
  return cursor && !`${cursor.time}${cursor.id}`.includes("\u0000") ? cursor : undefined;
}

/** What a page receives as `searchParams`. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * A console list's address bar: `one` reads a parameter given once (absent when repeated, or longer than `max`),
 * `pick` one of fixed `choices` (absent for anything else), and `after` is the page cursor (cursorParam).
 */
export async function listParams(searchParams: SearchParams) {
  const params = await searchParams;
  const one = (key: string, max = Infinity) => {
    const value = params[key];
    return typeof value === "string" && value.length <= max ? value : undefined;
  };
  const pick = <T extends string>(key: string, choices: readonly T[]) => choices.find((c) => c === params[key]);
  return { one, pick, after: cursorParam(one("after")) };
}
