import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { apikey, invitation, member } from "@/db/schema";
import { api, createKey, organizationOfThree } from "../support/api";

type Org = Awaited<ReturnType<typeof organizationOfThree>>;

async function keysOf(referenceId: string) {
  return db.select().from(apikey).where(eq(apikey.referenceId, referenceId));
}

async function roleOf(memberId: string) {
  const [row] = await db.select({ role: member.role }).from(member).where(eq(member.id, memberId));
  return row?.role;
}

/** One call per scope: what it needs, and a call that uses it. */
const CALLS: Array<{ scope: [string, string]; call: (org: Org, key: string) => ReturnType<typeof api> }> = [
  { scope: ["members", "read"], call: (o, key) => api("GET", `/organizations/${o.orgId}/members`, { key }) },
  {
    scope: ["members", "write"],
    call: (o, key) => api("PATCH", `/organizations/${o.orgId}/members/${o.member.memberId}`, { key }, { role: "member" }),
  },
  { scope: ["teams", "read"], call: (o, key) => api("GET", `/organizations/${o.orgId}/teams`, { key }) },
  { scope: ["invitations", "read"], call: (o, key) => api("GET", `/organizations/${o.orgId}/invitations`, { key }) },
  {
    scope: ["invitations", "write"],
    call: (o, key) =>
      api(
        "POST",
        `/organizations/${o.orgId}/invitations`,
        { key },
        { email: `scope-${Math.random().toString(36).slice(2)}@example.com`, role: "member" },
      ),
  },
  { scope: ["billing", "read"], call: (o, key) => api("GET", `/organizations/${o.orgId}/subscriptions`, { key }) },
  { scope: ["billing", "read"], call: (o, key) => api("GET", `/organizations/${o.orgId}/orders`, { key }) },
  { scope: ["webhooks", "read"], call: (o, key) => api("GET", `/organizations/${o.orgId}/webhooks/endpoints`, { key }) },
  {
    scope: ["webhooks", "write"],
    call: (o, key) =>
      api(
        "POST",
        `/organizations/${o.orgId}/webhooks/endpoints`,
        { key },
        { url: "https://93.184.216.34/hooks", eventTypes: ["member.added"] },
      ),
  },
];

describe("API keys: scopes", () => {
  it("each scope is allowed with a key that holds it and refused (403 INSUFFICIENT_SCOPE) with one that lacks it, personal and organization keys alike", async () => {
    const org = await organizationOfThree();
    for (const { scope, call } of CALLS) {
      const [resource, action] = scope;
      const personal = await createKey(org.owner, { name: `p-${resource}`, permissions: { [resource]: [action] } });
      const orgKey = await createKey(org.owner, {
        name: `o-${resource}`,
        organizationId: org.orgId,
        permissions: { [resource]: [action] },
      });
      const without = await createKey(org.owner, { name: "none", permissions: {} });
      expect(personal.status, JSON.stringify(personal.body)).toBe(200);
      expect(orgKey.status, JSON.stringify(orgKey.body)).toBe(200);
      expect(personal.body.permissions).toEqual({ [resource]: [action] });
      for (const key of [personal.body.key, orgKey.body.key]) {
        const allowed = await call(org, key);
        expect(allowed.status, `${resource}:${action} ${JSON.stringify(allowed.body)}`).toBeLessThan(300);
      }
      const refused = await call(org, without.body.key);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: "INSUFFICIENT_SCOPE" });
      expect(refused.body.message).toContain(`${resource}:${action}`);
    }
  });

  it("the organization itself is readable by any key of the organization, and no key reaches another organization (404)", async () => {
    const a = await organizationOfThree();
    const b = await organizationOfThree();
    const key = (await createKey(a.owner, { name: "a", organizationId: a.orgId, permissions: { members: ["read"] } })).body.key;
    const own = await api("GET", `/organizations/${a.orgId}`, { key });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: a.orgId, name: "Api Org" });
    for (const path of [`/organizations/${b.orgId}`, `/organizations/${b.orgId}/members`]) {
      const other = await api("GET", path, { key });
      expect(other.status).toBe(404);
      expect(other.body.code).toBe("ORGANIZATION_NOT_FOUND");
    }
    // A personal key reaches only the organizations its person is a member of.
    const personal = (await createKey(a.owner, { name: "p", permissions: { members: ["read"] } })).body.key;
    expect((await api("GET", `/organizations/${b.orgId}/members`, { key: personal })).status).toBe(404);
  });
});

describe("API keys: never beyond the creator's rights", () => {
  it("a member cannot mint members:write, invitations or billing scopes, nor an organization key; nothing is stored", async () => {
    const org = await organizationOfThree();
    for (const permissions of [{ members: ["write"] }, { invitations: ["read"] }, { billing: ["read"] }, { webhooks: ["write"] }]) {
      const refused = await createKey(org.member, { name: "x", permissions });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("SCOPES_BEYOND_RIGHTS");
    }
    const orgKey = await createKey(org.member, { name: "x", organizationId: org.orgId, permissions: { members: ["read"] } });
    expect(orgKey.status).toBe(403);
    expect(orgKey.body.code).toBe("NOT_ALLOWED_TO_MANAGE_KEYS");
    expect(await keysOf(org.member.user.id)).toHaveLength(0);
    expect(await keysOf(org.orgId)).toHaveLength(0);
    // Within them: reading members and teams.
    const ok = await createKey(org.member, { name: "reader", permissions: { members: ["read"], teams: ["read"] } });
    expect(ok.status).toBe(200);
    expect((await api("GET", `/organizations/${org.orgId}/members`, { key: ok.body.key })).status).toBe(200);
  });

  it("a personal key is held to its person's role at each call: demoted, its members:write is refused and changes nothing", async () => {
    const org = await organizationOfThree();
    const key = (await createKey(org.admin, { name: "admin", permissions: { members: ["read", "write"] } })).body.key;
    expect((await api("PATCH", `/organizations/${org.orgId}/members/${org.member.memberId}`, { key }, { role: "member" })).status).toBe(
      200,
    );
    await org.owner.client.post("/organization/update-member-role", {
      memberId: org.admin.memberId,
      role: "member",
      organizationId: org.orgId,
    });
    const refused = await api("PATCH", `/organizations/${org.orgId}/members/${org.member.memberId}`, { key }, { role: "admin" });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("FORBIDDEN");
    expect(await roleOf(org.member.memberId)).toBe("member");
  });

  it("an admin's key meets better-auth's rules as the admin would: it cannot make an owner or remove one", async () => {
    const org = await organizationOfThree();
    const key = (await createKey(org.admin, { name: "admin", permissions: { members: ["read", "write"] } })).body.key;
    const promote = await api("PATCH", `/organizations/${org.orgId}/members/${org.member.memberId}`, { key }, { role: "owner" });
    expect(promote.status).toBe(403);
    expect(await roleOf(org.member.memberId)).toBe("member");
    const [ownerRow] = await db
      .select({ id: member.id })
      .from(member)
      .where(and(eq(member.organizationId, org.orgId), eq(member.userId, org.owner.user.id)));
    const remove = await api("DELETE", `/organizations/${org.orgId}/members/${ownerRow!.id}`, { key });
    expect(remove.status).toBe(403);
    expect(await roleOf(ownerRow!.id)).toBe("owner");
  });

  it("permissions sent with a key's update are refused (the plugin keeps them server-only), and so is metadata", async () => {
    const org = await organizationOfThree();
    const made = await createKey(org.member, { name: "r", permissions: { members: ["read"] } });
    const escalate = await org.member.client.post("/api-key/update", { keyId: made.body.id, permissions: { members: ["read", "write"] } });
    expect(escalate.status).toBe(400);
    const orgKey = await createKey(org.admin, { name: "o", organizationId: org.orgId, permissions: { members: ["read"] } });
    const forge = await org.admin.client.post("/api-key/update", {
      keyId: orgKey.body.id,
      configId: "organization",
      metadata: { creatorRole: "owner" },
    });
    expect(forge.status).toBe(400);
    const [row] = await db.select().from(apikey).where(eq(apikey.id, orgKey.body.id));
    expect(JSON.parse(row!.metadata!)).toEqual({ createdBy: org.admin.user.id, creatorRole: "admin" });
    expect(JSON.parse((await db.select().from(apikey).where(eq(apikey.id, made.body.id)))[0]!.permissions!)).toEqual({ members: ["read"] });
  });

  it("a key's create or update whose body is not an object is refused with 400 naming the body, and stores nothing", async () => {
    const org = await organizationOfThree();
    const made = await createKey(org.owner, { name: "kept", permissions: { members: ["read"] } });
    for (const body of ['"x"', "0", "[]", '["name"]']) {
      for (const path of ["/api-key/create", "/api-key/update"]) {
        const res = await org.owner.client.post(path, body);
        expect(res.status, `${path} ${body}`).toBe(400);
        expect(res.body.code).toBe("VALIDATION_ERROR");
        expect(res.body.message).toMatch(/^\[body\] /);
      }
    }
    const keys = await keysOf(org.owner.user.id);
    expect(keys.map((k) => [k.id, k.name])).toEqual([[made.body.id, "kept"]]);
  });
});

describe("API keys: revocation, expiry, ownership", () => {
  it("a revoked, a disabled and an expired key are refused at once (401), with nothing cached", async () => {
    const org = await organizationOfThree();
    const path = `/organizations/${org.orgId}/members`;
    const revoked = await createKey(org.owner, { name: "r", permissions: { members: ["read"] } });
    expect((await api("GET", path, { key: revoked.body.key })).status).toBe(200);
    expect((await org.owner.client.post("/api-key/delete", { keyId: revoked.body.id })).status).toBe(200);
    const afterRevoke = await api("GET", path, { key: revoked.body.key });
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.body.code).toBe("INVALID_API_KEY");
    expect(afterRevoke.headers.get("www-authenticate")).toContain("Bearer");

    const disabled = await createKey(org.owner, { name: "d", permissions: { members: ["read"] } });
    expect((await api("GET", path, { key: disabled.body.key })).status).toBe(200);
    await org.owner.client.post("/api-key/update", { keyId: disabled.body.id, enabled: false });
    expect((await api("GET", path, { key: disabled.body.key })).status).toBe(401);

    const expiring = await createKey(org.owner, { name: "e", expiresIn: 86_400, permissions: { members: ["read"] } });
    expect(new Date(expiring.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 86_000_000);
    expect((await api("GET", path, { key: expiring.body.key })).status).toBe(200);
    await db
      .update(apikey)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apikey.id, expiring.body.id));
    const expired = await api("GET", path, { key: expiring.body.key });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe("KEY_EXPIRED");

    for (const bad of ["Bearer", "Bearer acc_nope", "Basic abc", `Bearer ${"a".repeat(300)}`]) {
      const refused = await api("GET", path, null, undefined, { authorization: bad });
      expect(refused.status).toBe(401);
    }
    expect((await api("GET", path, null)).status).toBe(401);
  });

  it("records the last use, keeps only the hash, and lists the prefix and first characters", async () => {
    const org = await organizationOfThree();
    const made = await createKey(org.owner, { name: "used", permissions: { members: ["read"] } });
    expect(made.body.key).toMatch(/^acc_[A-Za-z]{64}$/);
    expect(made.body.lastRequest).toBeNull();
    await api("GET", `/organizations/${org.orgId}/members`, { key: made.body.key });
    const [row] = await db.select().from(apikey).where(eq(apikey.id, made.body.id));
    expect(row!.lastRequest).toBeInstanceOf(Date);
    expect(row!.key).not.toContain(made.body.key);
    const listed = await org.owner.client.get("/api-key/list");
    const item = (listed.body.apiKeys as Array<Record<string, unknown>>).find((k) => k.id === made.body.id)!;
    expect(item).toMatchObject({ prefix: "acc_", start: made.body.key.slice(0, 12), name: "used" });
    expect(item.key).toBeUndefined();
  });

  it("an organization key belongs to the organization: it survives its creator leaving, and acts then as an owner like its creator", async () => {
    const org = await organizationOfThree();
    const made = await createKey(org.owner, {
      name: "org",
      organizationId: org.orgId,
      permissions: { members: ["read", "write"], invitations: ["read", "write"] },
    });
    expect(made.body.key).toMatch(/^acc_org_/);
    expect(made.body.referenceId).toBe(org.orgId);
    // Another owner takes over; the creator leaves.
    await org.owner.client.post("/organization/update-member-role", {
      memberId: org.admin.memberId,
      role: "owner",
      organizationId: org.orgId,
    });
    expect((await org.owner.client.post("/organization/leave", { organizationId: org.orgId })).status).toBe(200);

    expect(await keysOf(org.orgId)).toHaveLength(1);
    const listed = await api("GET", `/organizations/${org.orgId}/members`, { key: made.body.key });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((m: { userId: string }) => m.userId)).not.toContain(org.owner.user.id);
    const invited = await api(
      "POST",
      `/organizations/${org.orgId}/invitations`,
      { key: made.body.key },
      { email: "after-leave@example.com", role: "admin" },
    );
    expect(invited.status).toBe(201);
    const [row] = await db.select().from(invitation).where(eq(invitation.id, invited.body.id));
    expect(row!.inviterId).toBe(org.admin.user.id);
    // Listed and revoked by the organization's owners and admins, not by its plain members.
    expect((await org.admin.client.get(`/api-key/list?organizationId=${org.orgId}`)).body.apiKeys).toHaveLength(1);
    expect((await org.member.client.get(`/api-key/list?organizationId=${org.orgId}`)).status).toBe(403);
    expect((await org.member.client.post("/api-key/delete", { keyId: made.body.id, configId: "organization" })).status).toBe(403);
    expect((await org.admin.client.post("/api-key/delete", { keyId: made.body.id, configId: "organization" })).status).toBe(200);
    expect((await api("GET", `/organizations/${org.orgId}/members`, { key: made.body.key })).status).toBe(401);
  });
});

describe("the API: pagination, limits, input", () => {
  it("pages members by keyset: limit and after, next null on the last page; a foreign cursor is refused", async () => {
    const org = await organizationOfThree();
    const key = (await createKey(org.owner, { name: "p", permissions: { members: ["read"] } })).body.key;
    const first = await api("GET", `/organizations/${org.orgId}/members?limit=2`, { key });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.next).toEqual(expect.any(String));
    const second = await api("GET", `/organizations/${org.orgId}/members?limit=2&after=${first.body.next}`, { key });
    expect(second.body.data).toHaveLength(1);
    expect(second.body.next).toBeNull();
    const all = [...first.body.data, ...second.body.data].map((m: { id: string }) => m.id);
    expect(new Set(all).size).toBe(3);
    for (const query of ["after=not-a-cursor", "limit=0", "limit=101", "limit=ten"]) {
      const refused = await api("GET", `/organizations/${org.orgId}/members?${query}`, { key });
      expect(refused.status, query).toBe(400);
      expect(refused.body.code).toBe("VALIDATION_ERROR");
      expect(refused.body.field).toMatch(/^query\./);
    }
  });

  it("every answer to a key carries RateLimit-* headers; past the budget it is 429 with Retry-After, per key", async () => {
    const org = await organizationOfThree();
    const made = await createKey(org.owner, { name: "rl", permissions: { members: ["read"] } });
    const other = await createKey(org.owner, { name: "rl2", permissions: { members: ["read"] } });
    const path = `/organizations/${org.orgId}/members`;
    const first = await api("GET", path, { key: made.body.key });
    expect(first.headers.get("ratelimit-limit")).toBe("600");
    expect(first.headers.get("ratelimit-remaining")).toBe("599");
    expect(Number(first.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    expect((await api("GET", path, { key: made.body.key })).headers.get("ratelimit-remaining")).toBe("598");
    // The budget spent (as 598 more calls would, on any instance: the counter is the shared rate_limit row).
    await db.execute(sql`update rate_limit set count = 600 where key = ${`api-v1:key:${made.body.id}`}`);
    const refused = await api("GET", path, { key: made.body.key });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("RATE_LIMITED");
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // Another key has its own budget; the window's end gives the first one its budget back.
    expect((await api("GET", path, { key: other.body.key })).status).toBe(200);
    await db.execute(sql`update rate_limit set last_request = last_request - 61000 where key = ${`api-v1:key:${made.body.id}`}`);
    expect((await api("GET", path, { key: made.body.key })).status).toBe(200);
  });

  it("bad input gets a clear error naming the field, and changes nothing", async () => {
    const org = await organizationOfThree();
    const key = (await createKey(org.owner, { name: "w", permissions: { members: ["read", "write"], invitations: ["read", "write"] } }))
      .body.key;
    const target = `/organizations/${org.orgId}/members/${org.member.memberId}`;
    const cases: Array<[unknown, string]> = [
      [{ role: "emperor" }, "body.role"],
      [{}, "body.role"],
      [{ role: "admin", extra: 1 }, "body"],
    ];
    for (const [body, field] of cases) {
      const refused = await api("PATCH", target, { key }, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: "VALIDATION_ERROR", field });
      expect(refused.body.message).toContain(`[${field}]`);
    }
    expect((await api("PATCH", target, { key }, "{not json")).status).toBe(400);
    const form = await api("PATCH", target, { key }, "role=admin", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect(await roleOf(org.member.memberId)).toBe("member");
    const badInvite = await api("POST", `/organizations/${org.orgId}/invitations`, { key }, { email: "not-an-address", role: "member" });
    expect(badInvite.status).toBe(400);
    expect(badInvite.body.field).toBe("body.email");
    expect(await db.select().from(invitation).where(eq(invitation.organizationId, org.orgId))).toHaveLength(2);
    expect((await api("PATCH", `/organizations/${org.orgId}/members/no-such-member`, { key }, { role: "admin" })).status).toBe(404);
    expect((await api("GET", `/organizations/${org.orgId}/nothing-here`, { key })).status).toBe(404);
    expect((await api("POST", `/organizations/${org.orgId}/members`, { key }, {})).status).toBe(405);
  });

  it("a signed-in session calls the API with the member's own rights; a change from a foreign origin is refused", async () => {
    const org = await organizationOfThree();
    const list = await api("GET", `/organizations/${org.orgId}/members`, { client: org.member.client });
    expect(list.status).toBe(200);
    expect(list.headers.get("ratelimit-limit")).toBe("600");
    const refused = await api(
      "PATCH",
      `/organizations/${org.orgId}/members/${org.admin.memberId}`,
      { client: org.member.client },
      { role: "member" },
    );
    expect(refused.status).toBe(403);
    const foreign = await api(
      "PATCH",
      `/organizations/${org.orgId}/members/${org.member.memberId}`,
      { client: org.owner.client },
      { role: "admin" },
      { origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe("INVALID_ORIGIN");
    expect(await roleOf(org.member.memberId)).toBe("member");
    const ok = await api(
      "PATCH",
      `/organizations/${org.orgId}/members/${org.member.memberId}`,
      { client: org.owner.client },
      { role: "admin" },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.role).toBe("admin");
  });
});

describe("API keys: their owner's deletion", () => {
  it("a deleted organization's keys and a deleted account's personal keys are deleted with them", async () => {
    const org = await organizationOfThree();
    await createKey(org.owner, { name: "org", organizationId: org.orgId, permissions: { members: ["read"] } });
    await createKey(org.member, { name: "mine", permissions: { members: ["read"] } });
    expect(await keysOf(org.orgId)).toHaveLength(1);
    expect((await org.owner.client.post("/organization/delete", { organizationId: org.orgId })).status).toBe(200);
    expect(await keysOf(org.orgId)).toHaveLength(0);
    expect(await keysOf(org.member.user.id)).toHaveLength(1);
    expect((await org.member.client.post("/delete-user", { password: org.member.password })).status).toBe(200);
    expect(await keysOf(org.member.user.id)).toHaveLength(0);
  });
});
