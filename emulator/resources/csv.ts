import type { Reply } from "../http/router";

/** A CSV download as Polar's export endpoints send it: a header row, then one row per record. */
export function csvReply(header: string[], rows: unknown[][]): Reply {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value);
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const text = [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
  return { status: 200, text, contentType: "text/csv; charset=utf-8" };
}
