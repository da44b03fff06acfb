import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as live } from "@/app/api/health/live/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { closeDb, configureDatabase, databaseSettings, db } from "@/db/client";
import { applyMigrations, ensureMigrated } from "@/db/migrate";
import { ensureWorkers } from "@/lib/jobs/enqueue";
import { createFreshDatabase } from "../../scripts/lib/fresh-database.mjs";

const journal = (await import("@/db/migrations/meta/_journal.json")).default as { entries: { tag: string }[] };
const settings = databaseSettings();

/** Points the app's database layer somewhere else for one test, and back. */
async function withDatabase<T>(url: string, run: () => Promise<T>): Promise<T> {
  await closeDb();
  configureDatabase({ ...settings, url });
  try {
    return await run();
  } finally {
    await closeDb();
    configureDatabase(settings);
  }
}

async function readiness() {
  const res = await ready();
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cache: res.headers.get("cache-control") };
}

beforeAll(() => ensureMigrated());

describe("liveness", () => {
  it("answers 200 from the process alone, the database unreachable included", async () => {
    await withDatabase("postgres://postgres@127.0.0.1:1/none", async () => {
      const res = live();
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
    });
  });
});

describe("readiness (JOBS_MODE=worker)", () => {
  it("is 503 while this process's workers have not started, then 200 with everything checked", async () => {
    expect(await readiness()).toMatchObject({ status: 503, body: { ready: false, database: "ok", migrations: "ok", queue: "stopped" } });
    await ensureWorkers();
    expect(await readiness()).toEqual({
      status: 200,
      body: { ready: true, database: "ok", migrations: "ok", queue: "ok" },
      cache: "no-store",
    });
  });

  it("is 503 naming the database when it cannot be reached", async () => {
    const state = await withDatabase("postgres://postgres@127.0.0.1:1/none", readiness);
    expect(state).toMatchObject({ status: 503, body: { ready: false, database: "unreachable", migrations: "unknown" } });
    expect((await readiness()).status).toBe(200);
  });

  describe("on a database of its own", () => {
    let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
    beforeAll(async () => {
      fresh = await createFreshDatabase("health");
    });
    afterAll(() => fresh.drop());

    it("is 503 listing every committed migration on a database never migrated", async () => {
      const state = await withDatabase(fresh.url, readiness);
      expect(state).toMatchObject({ status: 503, body: { ready: false, database: "ok", migrations: "pending" } });
      expect(state.body.pending).toEqual(journal.entries.map((e) => e.tag));
    });

    it("is 503 naming the one migration the database lacks, and 200 once it has it", async () => {
      const [missing, migrated] = await withDatabase(fresh.url, async () => {
        await applyMigrations();
        // As if the newest migration had been committed after the database was last migrated.
        await db.execute(
          sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
        );
        const missing = await readiness();
        await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('test', ${Date.now()})`);
        return [missing, await readiness()];
      });
      expect(missing).toMatchObject({ status: 503, body: { migrations: "pending", pending: [journal.entries.at(-1)!.tag] } });
      expect(migrated).toMatchObject({ status: 200, body: { ready: true, migrations: "ok" } });
    });
  });
});
