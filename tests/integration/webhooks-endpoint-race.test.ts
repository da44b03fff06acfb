import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseSettings } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";

/**
 * A change and the deletion of a webhook endpoint that wants its event, at the same instant, on two connections:
 * the endpoint's DELETE is made first and left open, the change (a member added, whose trigger writes the event)
 * then waits on it, and the DELETE commits. The change must go through, with no delivery to the endpoint that is
 * gone; before the trigger read the endpoints FOR KEY SHARE, its foreign-key check failed the change itself (a
 * sign-up answered "Failed to create user" while an operator deleted an endpoint).
 */
const connect = async () => {
  const client = new pg.Client({ connectionString: databaseSettings().url });
  await client.connect();
  return client;
};

let admin: pg.Client;
beforeAll(async () => {
  await ensureMigrated();
  admin = await connect();
});
afterAll(() => admin.end());

/** Resolves once `pid`'s statement waits on a lock (it reached the endpoint the other connection is deleting). */
async function waitingOnLock(pid: number) {
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await admin.query(`select wait_event_type from pg_stat_activity where pid = $1`, [pid]);
    if (rows[0]?.wait_event_type === "Lock") return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("the change never waited on the endpoint's deletion");
}

describe("a webhook endpoint deleted while a change that wants it is made", () => {
  it("lets the change commit, with no delivery to the endpoint that is gone", async () => {
    const id = randomUUID().slice(0, 8);
    const [orgId, userId, endpointId] = [`org_race_${id}`, `usr_race_${id}`, `ep_race_${id}`];
    await admin.query(`insert into organization (id, name, slug, created_at) values ($1, 'Race', $2, now())`, [orgId, `race-${id}`]);
    await admin.query(
      `insert into "user" (id, name, email, email_verified, created_at, updated_at) values ($1, 'Racer', $2, true, now(), now())`,
      [userId, `racer-${id}@example.com`],
    );
    await admin.query(
      `insert into webhook_endpoint (id, organization_id, url, event_types, secret) values ($1, $2, 'https://hooks.example.com/x', $3, 'whsec_x')`,
      [endpointId, orgId, ["member.added"]],
    );

    const deleting = await connect();
    const changing = await connect();
    try {
      await deleting.query("begin");
      await deleting.query(`delete from webhook_endpoint where id = $1`, [endpointId]);
      const pid = (await changing.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0].pid;
      const change = changing
        .query(`insert into member (id, organization_id, user_id, role, created_at) values ($1, $2, $3, 'member', now())`, [
          `mem_race_${id}`,
          orgId,
          userId,
        ])
        .then(
          () => null,
          (error: Error) => error,
        );
      await waitingOnLock(pid);
      await deleting.query("commit");
      expect(await change).toBeNull();
      const member = await admin.query(`select 1 from member where id = $1`, [`mem_race_${id}`]);
      expect(member.rowCount).toBe(1);
      const deliveries = await admin.query(`select 1 from webhook_delivery where endpoint_id = $1`, [endpointId]);
      expect(deliveries.rowCount).toBe(0);
    } finally {
      await deleting.end();
      await changing.end();
      await admin.query(`delete from organization where id = $1`, [orgId]);
      await admin.query(`delete from "user" where id = $1`, [userId]);
    }
  });
});
