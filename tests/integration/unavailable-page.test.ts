import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { databaseDown, reportDatabaseTrouble } from "@/lib/http/database-health";
import { unavailablePage } from "@/lib/http/unavailable-page";

/** The proxy's outage answer: what the page says and when it is given (tests/fault/postgres.spec.ts stops a real database). */
describe("pages while the database is away", () => {
  it("answers 503 with Retry-After and a page in the visitor's language that reloads itself and keeps the address", async () => {
    const request = new NextRequest("http://localhost:3000/settings?tab=security", {
      headers: { cookie: "NEXT_LOCALE=tr; theme=dark", "accept-language": "de" },
    });
    const res = await unavailablePage(request);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('<html lang="tr" class="dark">');
    expect(html).toContain("Birazdan döneceğiz");
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(html).toContain('href="/settings?tab=security"');
  });

  it("costs nothing while nothing went wrong, and a reachable database clears a reported trouble at once", async () => {
    expect(await databaseDown()).toBe(false);
    reportDatabaseTrouble();
    expect(await databaseDown()).toBe(false);
    expect(await databaseDown()).toBe(false);
  });
});
