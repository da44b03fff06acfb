import pg from "pg";

/**
 * The e2e app's database (created by e2e/global-setup.ts), for what only time would do otherwise: making a
 * person's sessions look signed in, and last confirmed, `seconds` ago.
 */
export async function ageSessionsOf(email: string, seconds: number) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `UPDATE "session" SET created_at = now() - make_interval(secs => $2), verified_at = NULL
        WHERE user_id = (SELECT id FROM "user" WHERE email = $1)`,
      [email.toLowerCase(), seconds],
    );
  } finally {
    await client.end();
  }
}
