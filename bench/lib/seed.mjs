import pg from "pg";

/** A verified user with a password, signed in: returns the cookie header of a live session. */
export async function signedInUser(base, dbUrl, email, password) {
  const headers = { "content-type": "application/json", origin: base };
  const up = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, name: "Bench User" }),
  });
  if (!up.ok) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  await db.query(`update "user" set email_verified = true where email = $1`, [email]);
  await db.end();
  const res = await fetch(`${base}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return cookie;
}

/**
 * An organization owned by `ownerEmail` with `count` members and the team the app makes with every organization
 * (its first 20 members in it), inserted in bulk. The members' accounts are ten
 * minutes apart into the past, among manyUsers' (one a minute), as people who signed up over time, not all at once.
 */
export async function bigOrganization(dbUrl, ownerEmail, slug, count) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(`select id from "user" where email = $1`, [ownerEmail]);
  const ownerId = rows[0].id;
  const orgId = `org_${slug}`;
  await db.query(`insert into organization (id, name, slug, created_at) values ($1, $2, $3, now())`, [orgId, "Bench Org", slug]);
  await db.query(`insert into member (id, organization_id, user_id, role, created_at) values ($1, $2, $3, 'owner', now())`, [
    `m_${ownerId}`,
    orgId,
    ownerId,
  ]);
  await db.query(
    `insert into "user" (id, name, email, email_verified, created_at, updated_at)
     select 'bu_' || g, 'Member ' || g, 'member' || g || '@bench.example', true, now() - (g * 10 || ' minutes')::interval, now()
     from generate_series(1, $1) g`,
    [count],
  );
  await db.query(
    `insert into member (id, organization_id, user_id, role, created_at)
     select 'bm_' || g, $1, 'bu_' || g, 'member', now() - (g || ' seconds')::interval from generate_series(1, $2) g`,
    [orgId, count],
  );
  // Its team, as the app makes one with every organization, with its first 20 members in it.
  await db.query(`insert into team (id, name, organization_id, member_count, created_at) values ($1, 'Bench Org', $2, 20, now())`, [
    `team_${slug}`,
    orgId,
  ]);
  await db.query(
    `insert into team_member (id, team_id, user_id, created_at) select 'btm_' || g, $1, 'bu_' || g, now() from generate_series(1, least(20, $2)) g`,
    [`team_${slug}`, count],
  );
  await db.query(`analyze member; analyze "user"`);
  await db.end();
  return orgId;
}

/** Where the members page stands after the first `n` members: the row's stored time (Postgres's text) and id. */
export async function memberAfter(dbUrl, orgId, n) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(
    `select created_at::text as time, id from member where organization_id = $1 order by created_at, id offset $2 limit 1`,
    [orgId, n - 1],
  );
  await db.end();
  return rows[0];
}

/** A Polar customer for the user (as the webhooks would have made it) with `count` orders, in bulk. */
export async function manyOrders(dbUrl, email, count) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(`select id from "user" where email = $1`, [email]);
  const userId = rows[0].id;
  const customerId = `cus_${userId}`;
  await db.query(`insert into billing_customer (id, external_id, email, created_at, modified_at) values ($1, $2, $3, now(), now())`, [
    customerId,
    userId,
    email,
  ]);
  await db.query(
    `insert into billing_order (id, status, billing_reason, customer_id, subtotal_amount, discount_amount, tax_amount, total_amount,
       refunded_amount, currency, invoice_number, metadata, created_at, modified_at)
     select 'ord_' || g, 'paid', 'subscription_cycle', $1, 1500, 0, 0, 1500, 0, 'usd', 'BENCH-' || g,
       jsonb_build_object('referenceId', $2::text), now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
     from generate_series(1, $3) g`,
    [customerId, userId, count],
  );
  await db.query(`analyze billing_order`);
  await db.end();
  return { customerId, userId };
}

/** Where the orders page stands after the newest `n` orders: the row's stored time and id. */
export async function orderAfter(dbUrl, customerId, n) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(
    `select created_at::text as time, id from billing_order where customer_id = $1 order by created_at desc, id desc offset $2 limit 1`,
    [customerId, n - 1],
  );
  await db.end();
  return rows[0];
}

/**
 * `count` more users, one a minute into the past, in bulk (the console's users table at scale). Each is "Person n"
 * (person{n}@bench.example) for n = 1…count, the numbers shuffled against the order of sign-up, as people's names
 * are: numbered in sign-up order, every name starting "Person 42" would sit in a few blocks of time, and a search
 * for them would measure how the seed was made (the planner assumes matches spread over time) rather than the
 * search. The shuffle is a fixed permutation (multiplying by a prime larger than any count seeded here, modulo
 * the count), so every run seeds the same users.
 */
export async function manyUsers(dbUrl, count) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  await db.query(
    `insert into "user" (id, name, email, email_verified, created_at, updated_at)
     select 'su_' || g, 'Person ' || n, 'person' || n || '@bench.example', g % 7 <> 0,
       now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
     from generate_series(1, $1::int) g, lateral (select (g - 1)::bigint * 1000003 % $1::int + 1 as n) shuffled`,
    [count],
  );
  await db.query(`analyze "user"`);
  await db.end();
}

/**
 * After a bulk seed: its rows vacuumed and analysed and its dirty pages written now, so that the scenarios after it
 * measure the app, not autovacuum and the checkpointer catching up with a load no live database takes at once
 * (webhook ingestion measured right after the main bench's seeds: 0.41 of the ceiling; after this: 0.50).
 */
export async function settleDatabase(dbUrl) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  await db.query("vacuum analyze");
  await db.query("checkpoint");
  await db.end();
}

/** Makes the user with this address an operator (what npm run admin:grant does). */
export async function makeOperator(dbUrl, email) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  await db.query(`update "user" set role = 'admin' where email = $1`, [email]);
  await db.end();
}

/** Where the console's users table stands after the newest `n` users: the row's stored time and id. */
export async function userAfter(dbUrl, n) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(`select created_at::text as time, id from "user" order by created_at desc, id desc offset $1 limit 1`, [
    n - 1,
  ]);
  await db.end();
  return rows[0];
}

/**
 * `count` subscriptions of the customer's, for the revenue overview: created over the last 120 days, monthly,
 * yearly and weekly, three in four active, the rest ended within those days (in bulk).
 */
export async function manySubscriptions(dbUrl, customerId, count) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  await db.query(
    `insert into billing_subscription (id, status, customer_id, product_id, amount, currency, recurring_interval, current_period_start,
       cancel_at_period_end, ended_at, metadata, created_at, modified_at)
     select 'sub_' || g, case when g % 4 = 0 then 'canceled' else 'active' end, $1, 'prod_bench', 1000 + (g % 5) * 500, 'usd',
       (array['month', 'year', 'week'])[g % 3 + 1], now() - ((g % 120) || ' days')::interval, false,
       case when g % 4 = 0 then now() - ((g % 60) || ' days')::interval end, '{}'::jsonb,
       now() - ((g % 120) || ' days')::interval - (g || ' seconds')::interval, now()
     from generate_series(1, $2) g`,
    [customerId, count],
  );
  await db.query(`analyze billing_subscription`);
  await db.end();
}

/**
 * Every user without one gets what a signed-up user has: a password account (the bench user's own hash, so any of
 * them could sign in with the bench password) and a live session, in bulk.
 */
export async function accountsAndSessions(dbUrl, email) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(
    `select a.password from account a join "user" u on u.id = a.user_id where u.email = $1 and a.provider_id = 'credential'`,
    [email],
  );
  await db.query(
    `insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
     select 'ba_' || u.id, u.id, 'credential', u.id, $1, u.created_at, u.created_at
     from "user" u where not exists (select 1 from account a where a.user_id = u.id)`,
    [rows[0].password],
  );
  await db.query(
    `insert into session (id, user_id, token, expires_at, ip_address, user_agent, created_at, updated_at)
     select 'bs_' || u.id, u.id, md5('token' || u.id) || md5(u.id), now() + interval '7 days', '127.0.0.1', 'bench',
       now() - interval '1 hour', now() - interval '1 hour'
     from "user" u where not exists (select 1 from session s where s.user_id = u.id)`,
  );
  await db.query(`analyze account; analyze session`);
  await db.end();
}

/** `count` entries in the organization's activity log, one a second into the past, about its members (in bulk). */
export async function manyActivity(dbUrl, orgId, actorEmail, count) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  await db.query(
    `insert into organization_activity (id, organization_id, actor_id, action, target, created_at)
     select 'act_' || g, $1, (select id from "user" where email = $2), (array['added', 'role_changed', 'invited', 'team_created'])[g % 4 + 1],
       'member' || g || '@bench.example', now() - (g || ' seconds')::interval
     from generate_series(1, $3) g`,
    [orgId, actorEmail, count],
  );
  await db.query(`analyze organization_activity`);
  await db.end();
}

/** Where the organization's activity log stands after the newest `n` entries: the row's stored time and id. */
export async function activityAfter(dbUrl, orgId, n) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(
    `select created_at::text as time, id from organization_activity where organization_id = $1
     order by created_at desc, id desc offset $2 limit 1`,
    [orgId, n - 1],
  );
  await db.end();
  return rows[0];
}
