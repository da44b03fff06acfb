/**
 * A keyset cursor: where a page ended, as the exact stored time (Postgres's own text for it, microseconds
 * kept) and the row's id, so that rows sharing a timestamp are neither skipped nor repeated. Opaque to clients.
 */
export type KeysetCursor = { time: string; id: string };

export function encodeCursor(c: KeysetCursor): string {
  return Buffer.from(JSON.stringify([c.time, c.id])).toString("base64url");
}

/** A cursor a client sent back; anything that is not one reads as "from the start". */
export function decodeCursor(raw: string | undefined | null): KeysetCursor | undefined {
  if (!raw || raw.length > 200) return undefined;
  try {
    const [time, id] = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as unknown[];
    if (typeof time !== "string" || typeof id !== "string" || Number.isNaN(Date.parse(time))) return undefined;
    return { time, id };
  } catch {
    return undefined;
  }
}
