import pg from "pg";
import { vi } from "vitest";

/** The SQL of every statement any pooled client sends to PostgreSQL from now until `stop()`, in order. */
export function recordStatements() {
  const spy = vi.spyOn(pg.Client.prototype, "query");
  return {
    stop(): string[] {
      const texts = spy.mock.calls.map(([query]) =>
        String(typeof query === "string" ? query : ((query as { text?: string }).text ?? ""))
          .replace(/\s+/g, " ")
          .trim(),
      );
      spy.mockRestore();
      return texts;
    },
  };
}
