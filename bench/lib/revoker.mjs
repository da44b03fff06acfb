/**
 * The "another process" of the revocation scenario: for `seconds`, signs a user in and out as fast as one
 * connection can, by SQL: each session is inserted, then deleted in a transaction of its own, so that each
 * deletion is a revocation the app's change feed hears of (db/migrations/0006_session_change_feed.sql).
 * Prints {"revocations": n, "seconds": s} when done.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";

const [url, secondsArg] = process.argv.slice(2);
const seconds = Number(secondsArg);
const db = new pg.Client({ connectionString: url });
await db.connect();
const userId = `revoked-${randomUUID()}`;
await db.query(
  `insert into "user" (id, name, email, email_verified, created_at, updated_at) values ($1, 'Revoked', $2, true, now(), now())`,
  [userId, `${userId}@bench.example`],
);
const started = performance.now();
let revocations = 0;
while (performance.now() - started < seconds * 1000) {
  const token = randomUUID().replaceAll("-", "");
  await db.query(
    `insert into session (id, user_id, token, expires_at, created_at, updated_at) values ($1, $2, $3, now() + interval '7 days', now(), now())`,
    [randomUUID(), userId, token],
  );
  await db.query(`delete from session where token = $1`, [token]);
  revocations += 1;
}
const elapsed = (performance.now() - started) / 1000;
await db.query(`delete from "user" where id = $1`, [userId]);
await db.end();
process.stdout.write(JSON.stringify({ revocations, seconds: elapsed }));
