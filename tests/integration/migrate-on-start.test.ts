import { vi } from "vitest";

// A serverless deployment's settings, on a database of this file's own that nothing has migrated yet.
const fresh = await vi.hoisted(async () => {
  const { createFreshDatabase } = await import("../../scripts/lib/fresh-database.mjs");
  const database = await createFreshDatabase("migrate_on_start");
  process.env.DATABASE_URL = database.url;
  process.env.MIGRATE_ON_START = "false";
  process.env.JOBS_MODE = "request";
  process.env.NEXT_RUNTIME = "nodejs";
  return database;
});

import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { GET as ready } from "@/app/api/health/ready/route";
import { closeDb } from "@/db/client";
import { register } from "@/instrumentation";

const root = path.resolve(import.meta.dirname, "../..");

afterAll(async () => {
  await closeDb();
  await fresh.drop();
  for (const name of ["MIGRATE_ON_START", "JOBS_MODE", "NEXT_RUNTIME"]) delete process.env[name];
});

async function readiness() {
  const res = await ready();
  return { status: res.status, body: (await res.json()) as { ready: boolean; migrations: string; pending?: string[]; queue: string } };
}

describe("MIGRATE_ON_START=false", () => {
  it("the server's start applies no migration; readiness says so until `npm run db:migrate` has run", async () => {
    await register();
    const before = await readiness();
    expect(before.status).toBe(503);
    expect(before.body).toMatchObject({ ready: false, migrations: "pending", queue: "request" });
    expect(before.body.pending?.[0]).toBe("0000_init");

    // The release step, as an operator runs it: its own process, the same settings.
    await promisify(execFile)("node", ["--conditions=react-server", "--import", "tsx", "scripts/migrate.ts"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: fresh.url },
      timeout: 60_000,
    });
    expect(await readiness()).toEqual({ status: 200, body: { ready: true, database: "ok", migrations: "ok", queue: "request" } });
  });
});
