import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseSettings, getDb } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import { listUsersPage, type UserFilter } from "@/lib/admin/users";
import { countOwners, listMembersPage } from "@/lib/organization/queries";

type Sent = { text: string; values: unknown[] };

beforeAll(() => ensureMigrated());

/**
 * The SQL one of the app's query functions sends, recorded from the pool behind the app's Drizzle instance (the
 * bench's query plans are taken the same way), so the plans below are those of the app's own statements.
 */
async function statementsOf(run: () => Promise<unknown>): Promise<Sent[]> {
  const pool = (getDb() as unknown as { $client: pg.Pool }).$client;
  const original = pool.query;
  const sent: Sent[] = [];
  pool.query = ((config: unknown, values?: unknown) => {
    const c = typeof config === "string" ? { text: config, values } : (config as { text: string; values?: unknown[] });
    sent.push({ text: c.text, values: (c.values ?? values ?? []) as unknown[] });
    return (original as (...a: unknown[]) => unknown).call(pool, config, values);
  }) as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = original;
  }
  return sent;
}

/**
 * The plan of `statement` over a table as large as production's: rows added and analysed in a transaction that
 * is rolled back, so no other test ever sees them.
 */
async function planAtScale(seed: string[], statement: Sent): Promise<string> {
  const client = new pg.Client({ connectionString: databaseSettings().url });
  await client.connect();
  try {
    await client.query("begin");
    // The rows only need to exist for the planner: the tables' triggers (webhook events, the session feed) would
    // run once per row for nothing, and take this past its timeout on a busy machine.
    await client.query("set local session_replication_role = replica");
    for (const sql of seed) await client.query(sql);
    const { rows } = await client.query(`explain ${statement.text}`, statement.values);
    return rows.map((r) => r["QUERY PLAN"] as string).join("\n");
  } finally {
    await client.query("rollback").catch(() => undefined);
    await client.end();
  }
}

const MANY_USERS = [
  `insert into "user" (id, name, email, email_verified, role, banned, created_at, updated_at)
   select 'plan_' || g, 'Plan ' || g, 'plan' || g || '@plans.example', true,
     case when g % 5000 = 0 then 'admin' else 'user' end, g % 4000 = 0,
     now() - (g || ' seconds')::interval, now() from generate_series(1, 50000) g`,
  `analyze "user"`,
];

/**
 * A first page must read the table's index in order and stop after a page, never sort the table: the keyset's
 * ORDER BY (lib/keyset.ts) and each index's declared order (db/schema/) have to agree, NULLS placement included.
 */
describe("keyset pages at scale", () => {
  for (const filter of ["all", "operators", "banned"] as UserFilter[]) {
    it(`the console's users table, filter "${filter}": the first page is an index scan with no sort`, async () => {
      const [statement] = (await statementsOf(() => listUsersPage({ filter }))).filter((s) => /from "user"/i.test(s.text));
      const plan = await planAtScale(MANY_USERS, statement);
      expect(plan).toMatch(/Index (Only )?Scan( Backward)? using user_(created|operator_created|banned_created)_idx/);
      expect(plan).not.toMatch(/\bSort\b/);
    }, 90_000);
  }

  it("an organization's members: the first page is an index scan with no sort", async () => {
    const [statement] = (await statementsOf(() => listMembersPage("org_plans", 50))).filter((s) => /from "member"/i.test(s.text));
    const plan = await planAtScale(
      [
        ...MANY_USERS.slice(0, 1),
        `insert into organization (id, name, slug, created_at) values ('org_plans', 'Plans', 'plans-org', now())`,
        `insert into member (id, organization_id, user_id, role, created_at)
         select 'planm_' || g, 'org_plans', 'plan_' || g, 'member', now() - (g || ' seconds')::interval from generate_series(1, 50000) g`,
        `analyze member; analyze "user"`,
      ],
      statement,
    );
    expect(plan).toMatch(/Index (Only )?Scan( Backward)? using member_org_created_idx/);
    expect(plan).not.toMatch(/\bSort\b/);
  }, 90_000);

  it("an organization's owners are counted from its owners' rows alone, however many members it has", async () => {
    const [statement] = (await statementsOf(() => countOwners("org_plans"))).filter((s) => /from "member"/i.test(s.text));
    const plan = await planAtScale(
      [
        ...MANY_USERS.slice(0, 1),
        `insert into organization (id, name, slug, created_at) values ('org_plans', 'Plans', 'plans-org', now())`,
        `insert into member (id, organization_id, user_id, role, created_at)
         select 'planm_' || g, 'org_plans', 'plan_' || g, case when g <= 3 then 'owner' else 'member' end,
           now() - (g || ' seconds')::interval from generate_series(1, 50000) g`,
        `analyze member; analyze "user"`,
      ],
      statement,
    );
    expect(plan).toMatch(/using member_org_owners_idx/);
  }, 90_000);
});
