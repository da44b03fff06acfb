/**
 * The query plans of the deep members, orders and users pages (and a users search), from the app's own queries: runs the app's
 * listMembersPage and ordersPage (the functions the pages call) against the benchmark's database, records the
 * SQL and parameters they send to PostgreSQL, and runs EXPLAIN ANALYZE on exactly those statements. Run by
 * bench/run.mjs as `node --conditions=react-server --import tsx bench/lib/app-query-plans.ts <input json>`;
 * prints the plans (each with the SQL it explains) and the deep pages' cursors as JSON.
 */
import pg from "pg";
import { configureDatabase, getDb, closeDb } from "@/db/client";
import { ordersPage } from "@/lib/billing/queries";
import { encodeCursor, type KeysetCursor } from "@/lib/keyset";
import { listMembersPage } from "@/lib/organization/queries";
import { listUsersPage } from "@/lib/admin/users";
import { listActivity } from "@/lib/organization/activity-queries";

type Input = {
  url: string;
  orgId: string;
  memberAfter: KeysetCursor;
  customerId: string;
  userId: string;
  orderAfter: KeysetCursor;
  userAfter: KeysetCursor;
  /** The scale bench's extras: the activity log's deep page (as its owner), and the searches it times. */
  activityAfter?: KeysetCursor;
  ownerId?: string;
  searchEmail?: string;
  searchName?: string;
};
type Sent = { text: string; values: unknown[] };

/** The members page's size (app/(app)/orgs/[slug]/members/page.tsx). */
const MEMBERS_PAGE_SIZE = 50;

const input = JSON.parse(process.argv[2]!) as Input;
configureDatabase({ url: input.url, pgliteDir: "" });
// node-postgres's pool behind the app's Drizzle instance (DATABASE_URL is set, so not PGlite).
const pool = (getDb() as unknown as { $client: pg.Pool }).$client;
let sent: Sent[] = [];
const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
// Every statement the app's query functions send goes through the pool: recorded as sent, then run.
pool.query = ((config: unknown, values?: unknown) => {
  const c = typeof config === "string" ? { text: config, values } : (config as { text: string; values?: unknown[] });
  sent.push({ text: c.text, values: (c.values ?? values ?? []) as unknown[] });
  return query(config, values);
}) as typeof pool.query;

async function plansOf(run: () => Promise<unknown>, pick: (s: Sent) => boolean): Promise<string> {
  sent = [];
  await run();
  const statement = sent.find(pick);
  if (!statement) throw new Error(`no statement recorded among ${sent.length}`);
  const client = new pg.Client({ connectionString: input.url });
  await client.connect();
  try {
    const { rows } = await client.query(`explain analyze ${statement.text}`, statement.values);
    return [
      `-- ${statement.text}`,
      `-- parameters: ${JSON.stringify(statement.values)}`,
      ...rows.map((r) => r["QUERY PLAN"] as string),
    ].join("\n");
  } finally {
    await client.end();
  }
}

const members = await plansOf(
  () => listMembersPage(input.orgId, MEMBERS_PAGE_SIZE, input.memberAfter),
  (s) => /from "member"/.test(s.text) && /order by/i.test(s.text),
);
const orders = await plansOf(
  () => ordersPage({ customerId: input.customerId, userId: input.userId }, input.orderAfter),
  (s) => /from "billing_order"/.test(s.text),
);
const users = await plansOf(
  () => listUsersPage({ after: input.userAfter }),
  (s) => /from "user"/.test(s.text) && /order by/i.test(s.text),
);
const usersSearch = await plansOf(
  () => listUsersPage({ query: input.searchEmail ?? "person12" }),
  (s) => /from "user"/.test(s.text) && /like/i.test(s.text),
);
const usersSearchName = input.searchName
  ? await plansOf(
      () => listUsersPage({ query: input.searchName }),
      (s) => /from "user"/.test(s.text) && /like/i.test(s.text),
    )
  : null;
const activity =
  input.activityAfter && input.ownerId
    ? await plansOf(
        () => listActivity({ organizationId: input.orgId, viewerUserId: input.ownerId!, before: input.activityAfter }),
        (s) => /from "organization_activity"/.test(s.text),
      )
    : null;
await closeDb();
process.stdout.write(
  JSON.stringify({
    members,
    orders,
    users,
    usersSearch,
    usersSearchName,
    activity,
    activityCursor: input.activityAfter ? encodeCursor(input.activityAfter) : null,
    membersCursor: encodeCursor(input.memberAfter),
    ordersCursor: encodeCursor(input.orderAfter),
    usersCursor: encodeCursor(input.userAfter),
  }),
);
