import pg from "pg";

/**
 * The e2e app's database (created by e2e/global-setup.ts), for what only time or a client of the API would do
 * otherwise: making a person's sessions look older, or giving them many.
 */
async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Makes a person's sessions look signed in, and last confirmed, `seconds` ago. */
export async function ageSessionsOf(email: string, seconds: number) {
  await withDatabase((client) =>
    client.query(
      `UPDATE "session" SET created_at = now() - make_interval(secs => $2), verified_at = NULL
        WHERE user_id = (SELECT id FROM "user" WHERE email = $1)`,
      [email.toLowerCase(), seconds],
    ),
  );
}

/**
 * Gives a person `count` more live sessions, signed in and last used a minute apart before now, as a script that
 * signs in again and again leaves them. Answers how many live sessions the person has then.
 */
export async function addSessionsOf(email: string, count: number): Promise<number> {
  return withDatabase(async (client) => {
    await client.query(
      `INSERT INTO "session" (id, user_id, token, expires_at, user_agent, ip_address, created_at, updated_at)
       SELECT gen_random_uuid()::text, u.id, gen_random_uuid()::text, now() + interval '1 day', 'curl/8.5.0',
              '203.0.113.' || n, now() - make_interval(mins => n), now() - make_interval(mins => n)
         FROM "user" u, generate_series(1, $2::int) n WHERE u.email = $1`,
      [email.toLowerCase(), count],
    );
    const live = await client.query<{ count: string }>(
      `SELECT count(*) FROM "session" WHERE expires_at > now() AND user_id = (SELECT id FROM "user" WHERE email = $1)`,
      [email.toLowerCase()],
    );
    return Number(live.rows[0].count);
  });
}
