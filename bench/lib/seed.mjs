import pg from "pg";

/** A verified user with a password, signed in: returns the cookie header of a live session. */
export async function signedInUser(base, dbUrl, email, password) {
  const headers = { "content-type": "application/json", origin: base };
  const up = await fetch(`${base}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify({ email, password, name: "Bench User" }) });
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

/** An organization owned by `ownerEmail` with `count` members, inserted in bulk. */
export async function bigOrganization(dbUrl, ownerEmail, slug, count) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(`select id from "user" where email = $1`, [ownerEmail]);
  const ownerId = rows[0].id;
  const orgId = `org_${slug}`;
  await db.query(`insert into organization (id, name, slug, created_at) values ($1, $2, $3, now())`, [orgId, "Bench Org", slug]);
  await db.query(`insert into member (id, organization_id, user_id, role, created_at) values ($1, $2, $3, 'owner', now())`, [`m_${ownerId}`, orgId, ownerId]);
  await db.query(
    `insert into "user" (id, name, email, email_verified, created_at, updated_at)
     select 'bu_' || g, 'Member ' || g, 'member' || g || '@bench.example', true, now(), now() from generate_series(1, $1) g`,
    [count],
  );
  await db.query(
    `insert into member (id, organization_id, user_id, role, created_at)
     select 'bm_' || g, $1, 'bu_' || g, 'member', now() - (g || ' seconds')::interval from generate_series(1, $2) g`,
    [orgId, count],
  );
  await db.query(`analyze member; analyze "user"`);
  await db.end();
  return orgId;
}

/** The members page's cursor after the first `n` members, as the page itself encodes it. */
export async function memberCursorAfter(dbUrl, orgId, n) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(
    `select created_at::text as time, id from member where organization_id = $1 order by created_at, id offset $2 limit 1`,
    [orgId, n - 1],
  );
  await db.end();
  return { cursor: Buffer.from(JSON.stringify([rows[0].time, rows[0].id])).toString("base64url"), ...rows[0] };
}

/** The query plan of the members page after a cursor, to check that the index serves it. */
export async function explainMembersPage(dbUrl, orgId, after) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(
    `explain analyze select m.id, m.user_id, m.role, u.name, u.email from member m join "user" u on u.id = m.user_id
     where m.organization_id = $1 and (m.created_at, m.id) > ($2::timestamptz, $3)
     order by m.created_at, m.id limit 51`,
    [orgId, after.time, after.id],
  );
  await db.end();
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

/** A Polar customer for the user (as the webhooks would have made it) with `count` orders, in bulk. */
export async function manyOrders(dbUrl, email, count) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(`select id from "user" where email = $1`, [email]);
  const userId = rows[0].id;
  const customerId = `cus_${userId}`;
  await db.query(
    `insert into billing_customer (id, external_id, email, created_at, modified_at) values ($1, $2, $3, now(), now())`,
    [customerId, userId, email],
  );
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

/** The orders page's cursor after the newest `n` orders, as the app encodes it. */
export async function orderCursorAfter(dbUrl, customerId, n) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(
    `select created_at::text as time, id from billing_order where customer_id = $1 order by created_at desc, id desc offset $2 limit 1`,
    [customerId, n - 1],
  );
  await db.end();
  return { cursor: Buffer.from(JSON.stringify([rows[0].time, rows[0].id])).toString("base64url"), ...rows[0] };
}

/** The plan of a deep orders page, to check that the index serves it. */
export async function explainOrdersPage(dbUrl, customerId, userId, after) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(
    `explain analyze select o.* from billing_order o left join billing_product p on p.id = o.product_id
     where o.customer_id = $1 and (o.metadata->>'referenceId' is null or o.metadata->>'referenceId' = $2)
       and (o.created_at, o.id) < ($3::timestamptz, $4)
     order by o.created_at desc, o.id desc limit 26`,
    [customerId, userId, after.time, after.id],
  );
  await db.end();
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}
