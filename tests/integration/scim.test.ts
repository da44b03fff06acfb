import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import {
  member,
  organizationActivity,
  scimManagedConnection,
  scimManagedCredential,
  ssoProvider,
  scimUser,
  session,
  user,
} from "@/db/schema";
import { listScimTokensPage, organizationTokenState } from "@/lib/auth/scim/queries";
import { listActivity } from "@/lib/organization/activity-queries";
import { unreadableEntries } from "../support/activity-render";
import { decodeCursor } from "@/lib/keyset";
import { TestClient, uniqueEmail, verifiedUser } from "../support/client";
import {
  entraUser,
  ERROR_SCHEMA,
  GROUP_SCHEMA,
  memberWithRole,
  oktaUser,
  organizationWithOwner,
  PATCH_SCHEMA,
  scimCall,
  USER_SCHEMA,
} from "../support/scim";

async function mint(client: TestClient, organizationId: string, providerId?: string) {
  return client.post("/scim/generate-token", providerId ? { organizationId, providerId } : { organizationId });
}

async function actions(organizationId: string) {
  const rows = await db
    .select({ action: organizationActivity.action, target: organizationActivity.target })
    .from(organizationActivity)
    .where(eq(organizationActivity.organizationId, organizationId));
  return rows;
}

/** The organization's log as its activity page lists it (newest first), read by its owner. */
async function logOf(organizationId: string, ownerId: string) {
  return (await listActivity({ organizationId, viewerUserId: ownerId, limit: 100 }))!.entries;
}

const LOOKUPS = [
  "scim_users_listed",
  "scim_users_searched",
  "scim_user_read",
  "scim_groups_listed",
  "scim_groups_searched",
  "scim_group_read",
];

async function membership(organizationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)));
  return row;
}

describe("SCIM tokens", () => {
  it("minted six times at once: each replaces the one before, and only one token works", async () => {
    const { owner, organizationId } = await organizationWithOwner();
    const replies = await Promise.all(Array.from({ length: 6 }, () => mint(owner.client, organizationId)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const statuses = await Promise.all(replies.map((r) => scimCall(r.body.scimToken, "GET", "/Users").then((call) => call.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(await organizationTokenState(organizationId)).not.toBeNull();
    const connections = await db.select().from(scimManagedConnection).where(eq(scimManagedConnection.provisioningDomainId, organizationId));
    expect(connections).toHaveLength(1);
  });

  it("are minted, rotated and revoked by owners and admins only, shown once, and logged", async () => {
    const { owner, organizationId } = await organizationWithOwner();
    const admin = await memberWithRole(organizationId, "admin");
    const plain = await memberWithRole(organizationId, "member");
    const stranger = await verifiedUser();

    expect((await new TestClient().post("/scim/generate-token", { organizationId })).status).toBe(401);
    for (const someone of [plain, stranger]) {
      const refused = await mint(someone.client, organizationId);
      expect([refused.status, refused.body.code]).toEqual([403, "SCIM_TOKEN_NOT_ALLOWED"]);
    }
    const unknownProvider = await mint(owner.client, organizationId, "no-such-connection");
    expect([unknownProvider.status, unknownProvider.body.code]).toEqual([400, "SCIM_PROVIDER_NOT_FOUND"]);
    const badBody = await owner.client.post("/scim/generate-token", { organizationId: 42 });
    expect(badBody.status).toBe(400);
    // Nothing was minted by the refused calls.
    expect(await db.select().from(scimManagedConnection).where(eq(scimManagedConnection.provisioningDomainId, organizationId))).toEqual([]);

    const first = await mint(owner.client, organizationId);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toContain("no-store");
    const token = first.body.scimToken as string;
    expect(typeof token).toBe("string");
    expect((await organizationTokenState(organizationId))?.lastUsedAt).toBeNull();
    expect((await scimCall(token, "GET", "/Users")).status).toBe(200);
    expect((await organizationTokenState(organizationId))?.lastUsedAt).toBeInstanceOf(Date);
    // Stored as a digest only.
    const stored = await db.select({ digest: scimManagedCredential.tokenDigest }).from(scimManagedCredential);
    expect(stored.some((r) => r.digest === token || r.digest.includes(token))).toBe(false);

    const rotated = await mint(admin.client, organizationId);
    expect(rotated.status).toBe(200);
    const second = rotated.body.scimToken as string;
    expect(second).not.toBe(token);
    expect((await scimCall(token, "GET", "/Users")).status).toBe(401);
    expect((await scimCall(second, "GET", "/Users")).status).toBe(200);

    const memberRevoke = await plain.client.post("/scim/revoke-token", { organizationId });
    expect([memberRevoke.status, memberRevoke.body.code]).toEqual([403, "SCIM_TOKEN_NOT_ALLOWED"]);
    expect((await scimCall(second, "GET", "/Users")).status).toBe(200);
    const revoked = await admin.client.post("/scim/revoke-token", { organizationId });
    expect(revoked.status).toBe(200);
    expect((await scimCall(second, "GET", "/Users")).status).toBe(401);
    const again = await owner.client.post("/scim/revoke-token", { organizationId });
    expect([again.status, again.body.code]).toEqual([404, "SCIM_TOKEN_NOT_FOUND"]);

    expect((await actions(organizationId)).map((a) => a.action).filter((a) => a.startsWith("scim_"))).toEqual(
      expect.arrayContaining(["scim_token_created", "scim_token_rotated", "scim_token_revoked"]),
    );
  });

  it("of one organization do not reach another's users; bad credentials answer 401", async () => {
    const a = await organizationWithOwner("Alpha");
    const b = await organizationWithOwner("Beta");
    const tokenA = (await mint(a.owner.client, a.organizationId)).body.scimToken as string;
    const tokenB = (await mint(b.owner.client, b.organizationId)).body.scimToken as string;
    const created = await scimCall(tokenA, "POST", "/Users", oktaUser(uniqueEmail("alpha"), "okta-a1"));
    expect(created.status).toBe(201);
    expect((await scimCall(tokenB, "GET", `/Users/${created.body.id}`)).status).toBe(404);
    expect((await scimCall(tokenB, "GET", "/Users")).body.totalResults).toBe(0);

    expect((await scimCall({}, "GET", "/Users")).status).toBe(401);
    expect((await scimCall("not-a-token", "GET", "/Users")).status).toBe(401);
    expect((await scimCall(`${tokenA}x`, "GET", "/Users")).status).toBe(401);
    expect((await scimCall({ authorization: `Basic ${btoa(`x:${tokenA}`)}` }, "GET", "/Users")).status).toBe(401);
    const refused = await scimCall("not-a-token", "POST", "/Users", oktaUser(uniqueEmail("nope"), "okta-x"));
    expect(refused.status).toBe(401);
    expect(refused.body.schemas).toEqual([ERROR_SCHEMA]);
  });
});

describe("SCIM Users", () => {
  it("Okta: create, get, filter by userName, replace, deactivate (membership and sessions end), reactivate", async () => {
    const { owner, organizationId } = await organizationWithOwner();
    const token = (await mint(owner.client, organizationId)).body.scimToken as string;
    const email = uniqueEmail("okta");

    const created = await scimCall(token, "POST", "/Users", oktaUser(email, "00u1okta"));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ userName: email, active: true, externalId: "00u1okta" });
    const id = created.body.id as string;
    const [account] = await db.select().from(user).where(eq(user.email, email));
    expect(account).toBeDefined();
    expect((await membership(organizationId, account.id))?.role).toBe("member");

    const got = await scimCall(token, "GET", `/Users/${id}`);
    expect([got.status, got.body.userName]).toEqual([200, email]);
    const filtered = await scimCall(token, "GET", `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}&startIndex=1&count=100`);
    expect(filtered.status).toBe(200);
    expect(filtered.body.totalResults).toBe(1);
    expect(filtered.body.Resources[0].id).toBe(id);
    const none = await scimCall(token, "GET", `/Users?filter=${encodeURIComponent('userName eq "nobody@example.com"')}`);
    expect([none.status, none.body.totalResults]).toEqual([200, 0]);

    const replaced = await scimCall(token, "PUT", `/Users/${id}`, { ...oktaUser(email, "00u1okta", "Ada", "King"), id });
    expect(replaced.status).toBe(200);
    expect(replaced.body.name.familyName).toBe("King");

    const deactivated = await scimCall(token, "PATCH", `/Users/${id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "replace", value: { active: false } }],
    });
    expect([deactivated.status, deactivated.body.active]).toEqual([200, false]);
    expect(await membership(organizationId, account.id)).toBeUndefined();

    const back = await scimCall(token, "PUT", `/Users/${id}`, { ...oktaUser(email, "00u1okta"), id, active: true });
    expect([back.status, back.body.active]).toEqual([200, true]);
    expect((await membership(organizationId, account.id))?.role).toBe("member");

    // Refused lookups (an unknown id, a wrong token) read nothing and are not logged.
    expect((await scimCall(token, "GET", "/Users/00000000-0000-0000-0000-000000000000")).status).toBe(404);
    expect((await scimCall("ba_scim_credential_nope.wrong", "GET", "/Users")).status).toBe(401);
    expect((await scimCall(token, "GET", "/Users?startIndex=1&count=10")).status).toBe(200);

    const log = (await actions(organizationId)).filter(
      (a) => (a.action.startsWith("scim_user") && !LOOKUPS.includes(a.action)) || ["added", "removed"].includes(a.action),
    );
    expect(log.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        "scim_user_created",
        "scim_user_updated",
        "scim_user_deactivated",
        "scim_user_reactivated",
        "added",
        "removed",
      ]),
    );
    expect(log.every((a) => a.target === email)).toBe(true);

    // Each lookup lands in the log too, one entry per call: the read names the person, a search keeps its filter and
    // how many it found, a plain list how many there are. Never the token, never the resources themselves.
    const entries = await logOf(organizationId, owner.user.id);
    const lookups = entries.filter((e) => LOOKUPS.includes(e.action));
    expect(lookups.map((e) => [e.action, e.target, e.data, e.actorName])).toEqual([
      ["scim_users_listed", null, { via: "scim", results: 1 }, null],
      ["scim_users_searched", 'userName eq "nobody@example.com"', { via: "scim", results: 0 }, null],
      ["scim_users_searched", `userName eq "${email}"`, { via: "scim", results: 1 }, null],
      ["scim_user_read", email, { via: "scim" }, null],
    ]);
    expect(JSON.stringify(entries)).not.toContain(token.split(".")[1]);
    expect(unreadableEntries(lookups)).toEqual([]);
  });

  it("Entra ID: create, PATCH with capitalised ops, 'False' as a string and path-less values, delete", async () => {
    const { owner, organizationId } = await organizationWithOwner();
    const token = (await mint(owner.client, organizationId)).body.scimToken as string;
    const email = uniqueEmail("entra");
    const created = await scimCall(token, "POST", "/Users", entraUser(email, "8f1b-entra"));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const [account] = await db.select().from(user).where(eq(user.email, email));

    const renamed = await scimCall(token, "PATCH", `/Users/${id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [
        { op: "Replace", path: "displayName", value: "Grace B. Hopper" },
        { op: "Add", value: { "name.givenName": "Grace B.", title: "Rear Admiral" } },
      ],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.displayName).toBe("Grace B. Hopper");
    expect(renamed.body.title).toBe("Rear Admiral");

    const off = await scimCall(token, "PATCH", `/Users/${id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "Replace", path: "active", value: "False" }],
    });
    expect([off.status, off.body.active]).toEqual([200, false]);
    expect(await membership(organizationId, account.id)).toBeUndefined();

    const on = await scimCall(token, "PATCH", `/Users/${id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "Replace", value: { active: "True" } }],
    });
    expect([on.status, on.body.active]).toEqual([200, true]);
    expect(await membership(organizationId, account.id)).toBeDefined();

    const deleted = await scimCall(token, "DELETE", `/Users/${id}`);
    expect(deleted.status).toBe(204);
    expect(await membership(organizationId, account.id)).toBeUndefined();
    expect((await scimCall(token, "GET", `/Users/${id}`)).status).toBe(404);
    expect((await actions(organizationId)).map((a) => a.action)).toContain("scim_user_deleted");
  });

  it("deprovisioning a member who has an account ends every session of theirs at once", async () => {
    const { owner, organizationId } = await organizationWithOwner();
    const token = (await mint(owner.client, organizationId)).body.scimToken as string;
    const person = await memberWithRole(organizationId, "member");
    // A cached session: the next get-session is answered from the cookie cache unless the feed says otherwise.
    expect((await person.client.get("/get-session")).body?.user?.id).toBe(person.user.id);
    expect((await person.client.get("/get-session")).body?.user?.id).toBe(person.user.id);

    const linked = await scimCall(token, "POST", "/Users", oktaUser(person.email, "00u-linked"));
    expect(linked.status).toBe(201);
    const [stillOne] = await db.select({ n: count() }).from(user).where(eq(user.email, person.email));
    expect(stillOne.n).toBe(1);
    expect((await person.client.get("/get-session")).body?.user?.id).toBe(person.user.id);

    const off = await scimCall(token, "PATCH", `/Users/${linked.body.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "Replace", path: "active", value: "False" }],
    });
    expect(off.status).toBe(200);
    const after = await person.client.get("/get-session");
    expect(after.body).toBeNull();
    expect(await db.select().from(session).where(eq(session.userId, person.user.id))).toEqual([]);
    expect(await membership(organizationId, person.user.id)).toBeUndefined();
  });

  it("an address that belongs to someone outside the organization is refused, not taken over", async () => {
    const { owner, organizationId } = await organizationWithOwner();
    const token = (await mint(owner.client, organizationId)).body.scimToken as string;
    const outsider = await verifiedUser();
    const refused = await scimCall(token, "POST", "/Users", oktaUser(outsider.email, "00u-outsider"));
    expect(refused.status).toBe(409);
    expect(refused.body.schemas).toEqual([ERROR_SCHEMA]);
    expect((await outsider.client.get("/get-session")).body?.user?.id).toBe(outsider.user.id);
    expect(await membership(organizationId, outsider.user.id)).toBeUndefined();
  });

  it("bad bodies answer in SCIM's error shape and change nothing", async () => {
    const { owner, organizationId } = await organizationWithOwner();
    const token = (await mint(owner.client, organizationId)).body.scimToken as string;
    const email = uniqueEmail("kept");
    const created = await scimCall(token, "POST", "/Users", oktaUser(email, "00u-kept"));
    const id = created.body.id as string;
    const rows = async () => (await db.select({ n: count() }).from(scimUser).where(eq(scimUser.provisioningDomainId, organizationId)))[0].n;
    const logged = async () => (await actions(organizationId)).length;
    const [before, beforeLog] = [await rows(), await logged()];

    const bad = [
      await scimCall(token, "POST", "/Users", "{not json"),
      await scimCall(token, "POST", "/Users", { schemas: [USER_SCHEMA] }),
      await scimCall(token, "POST", "/Users", { ...oktaUser(uniqueEmail(), "x"), emails: [{ value: "not-an-address", primary: true }] }),
      await scimCall(token, "POST", "/Users", oktaUser(email, "00u-duplicate")),
      await scimCall(token, "PATCH", `/Users/${id}`, {
        schemas: [PATCH_SCHEMA],
        Operations: [{ op: "explode", path: "active", value: false }],
      }),
      await scimCall(token, "PATCH", `/Users/${id}`, {
        schemas: [PATCH_SCHEMA],
        Operations: [{ op: "replace", path: "active", value: "maybe" }],
      }),
      await scimCall(token, "PUT", `/Users/${id}`, { schemas: [USER_SCHEMA] }),
      await scimCall(token, "POST", "/Groups", { schemas: [GROUP_SCHEMA] }),
      await scimCall(token, "POST", "/Users", oktaUser(uniqueEmail(), "x2"), "text/plain"),
    ];
    for (const reply of bad) {
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(reply.body.schemas).toEqual([ERROR_SCHEMA]);
      expect(reply.body.status).toBe(String(reply.status));
    }
    expect(await rows()).toBe(before);
    expect(await logged()).toBe(beforeLog);
    const still = await scimCall(token, "GET", `/Users/${id}`);
    expect([still.body.active, still.body.name.familyName]).toEqual([true, "Lovelace"]);
  });
});

describe("SCIM Groups", () => {
  it("Okta and Entra: create, add and remove members, rename, replace, delete; a group named admins makes admins", async () => {
    const { owner, organizationId } = await organizationWithOwner();
    const token = (await mint(owner.client, organizationId)).body.scimToken as string;
    const email = uniqueEmail("grouped");
    const u = await scimCall(token, "POST", "/Users", entraUser(email, "e-grouped"));
    const [account] = await db.select().from(user).where(eq(user.email, email));

    // Entra's create, with its classic schema marker.
    const entraGroup = await scimCall(token, "POST", "/Groups", {
      schemas: [GROUP_SCHEMA, "http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group"],
      externalId: "entra-g1",
      displayName: "Admins",
      members: [],
    });
    expect(entraGroup.status).toBe(201);
    const gid = entraGroup.body.id as string;
    const added = await scimCall(token, "PATCH", `/Groups/${gid}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "Add", path: "members", value: [{ value: u.body.id }] }],
    });
    expect(added.status).toBeLessThan(300);
    expect((await membership(organizationId, account.id))?.role).toBe("admin");

    const removed = await scimCall(token, "PATCH", `/Groups/${gid}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "Remove", path: `members[value eq "${u.body.id}"]` }],
    });
    expect(removed.status).toBeLessThan(300);
    expect((await scimCall(token, "GET", `/Groups/${gid}`)).body.members ?? []).toEqual([]);
    // Out of the group that made them admin, and in no other: back to member.
    expect((await membership(organizationId, account.id))?.role).toBe("member");

    // An owner makes them admin by hand: a later group change that gives no admin leaves that alone.
    const [seat] = await db
      .select()
      .from(member)
      .where(and(eq(member.organizationId, organizationId), eq(member.userId, account.id)));
    const promoted = await owner.client.post("/organization/update-member-role", { organizationId, memberId: seat.id, role: "admin" });
    expect(promoted.status).toBe(200);

    // Okta's create (members inline), rename by PATCH, replace by PUT, delete.
    const okta = await scimCall(token, "POST", "/Groups", {
      schemas: [GROUP_SCHEMA],
      displayName: "Engineering",
      members: [{ value: u.body.id, display: email }],
    });
    expect(okta.status).toBe(201);
    const oid = okta.body.id as string;
    expect((await membership(organizationId, account.id))?.role).toBe("admin");
    const renamed = await scimCall(token, "PATCH", `/Groups/${oid}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "replace", value: { id: oid, displayName: "Engineering EU" } }],
    });
    expect(renamed.status).toBeLessThan(300);
    const put = await scimCall(token, "PUT", `/Groups/${oid}`, {
      schemas: [GROUP_SCHEMA],
      id: oid,
      displayName: "Engineering EU",
      members: [],
    });
    expect([put.status, put.body.displayName]).toEqual([200, "Engineering EU"]);
    const listed = await scimCall(token, "GET", `/Groups?filter=${encodeURIComponent('displayName eq "Engineering EU"')}`);
    expect(listed.body.totalResults).toBe(1);
    expect((await scimCall(token, "DELETE", `/Groups/${oid}`)).status).toBe(204);
    expect((await scimCall(token, "DELETE", `/Groups/${gid}`)).status).toBe(204);

    expect((await scimCall(token, "GET", "/Groups")).status).toBe(200);
    const log = (await actions(organizationId)).map((a) => a.action);
    expect(log).toEqual(expect.arrayContaining(["scim_group_created", "scim_group_updated", "scim_group_deleted"]));
    const lookups = (await logOf(organizationId, owner.user.id)).filter((e) => LOOKUPS.includes(e.action));
    expect(lookups.map((e) => [e.action, e.target, e.data])).toEqual([
      ["scim_groups_listed", null, { via: "scim", results: 0 }],
      ["scim_groups_searched", 'displayName eq "Engineering EU"', { via: "scim", results: 1 }],
      ["scim_group_read", "Admins", { via: "scim" }],
    ]);
    expect(unreadableEntries(lookups)).toEqual([]);
  });
});

async function ssoConnection(organizationId: string, roleMapping?: Record<string, string>) {
  const providerId = `oidc-${Math.random().toString(36).slice(2, 10)}`;
  await db.insert(ssoProvider).values({
    id: crypto.randomUUID(),
    issuer: "https://idp.example",
    providerId,
    organizationId,
    domain: "example.com",
    roleMapping: roleMapping ? JSON.stringify(roleMapping) : null,
  });
  return providerId;
}

describe("SCIM Group names", () => {
  it("longer than 256 characters (an external id: 1024) are refused in SCIM's shape, however sent, and change nothing", async () => {
    const { owner, organizationId } = await organizationWithOwner();
    const token = (await mint(owner.client, organizationId)).body.scimToken as string;
    const longest = "G".repeat(256);
    const made = await scimCall(token, "POST", "/Groups", { schemas: [GROUP_SCHEMA], displayName: longest, externalId: "x".repeat(1024) });
    expect([made.status, made.body.displayName]).toEqual([201, longest]);
    const id = made.body.id as string;
    const tooLong = `${longest}H`;
    const patch = (operation: Record<string, unknown>) =>
      scimCall(token, "PATCH", `/Groups/${id}`, { schemas: [PATCH_SCHEMA], Operations: [operation] });
    const bad = [
      await scimCall(token, "POST", "/Groups", { schemas: [GROUP_SCHEMA], displayName: tooLong }),
      await scimCall(token, "POST", "/Groups", { schemas: [GROUP_SCHEMA], displayName: "Fine", externalId: "x".repeat(1025) }),
      await scimCall(token, "PUT", `/Groups/${id}`, { schemas: [GROUP_SCHEMA], displayName: tooLong }),
      await patch({ op: "replace", path: "displayName", value: tooLong }),
      await patch({ op: "Replace", path: "urn:ietf:params:scim:schemas:core:2.0:Group:displayName", value: [tooLong] }),
      await patch({ op: "replace", value: { id, DisplayName: tooLong } }),
      await patch({ op: "add", path: "externalId", value: "x".repeat(1025) }),
    ];
    for (const reply of bad) {
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: "400", scimType: "invalidValue" });
      expect(reply.body.detail).toMatch(/^(displayName must be at most 256|externalId must be at most 1024) characters$/);
    }
    const listed = await scimCall(token, "GET", "/Groups");
    expect(listed.body.Resources.map((g: { displayName: string }) => g.displayName)).toEqual([longest]);
    // Spaces around a name are not counted: the plugin trims them away before storing.
    const renamed = await patch({ op: "replace", path: "displayName", value: ` ${"R".repeat(256)} ` });
    expect(renamed.status).toBeLessThan(300);
    // Without a token, still 401 first for a body that is fine.
    expect((await scimCall({}, "POST", "/Groups", { schemas: [GROUP_SCHEMA], displayName: "Anyone" })).status).toBe(401);
  });
});

describe("SCIM with an SSO connection", () => {
  it("a token names one of the organization's connections, whose role mapping its groups follow; the console lists it without secrets", async () => {
    const { owner, organizationId } = await organizationWithOwner();
    const other = await organizationWithOwner("Other");
    const foreign = await ssoConnection(other.organizationId);
    const refused = await mint(owner.client, organizationId, foreign);
    expect([refused.status, refused.body.code]).toEqual([400, "SCIM_PROVIDER_NOT_FOUND"]);

    const providerId = await ssoConnection(organizationId, { "Engineering Leads": "admin" });
    const minted = await mint(owner.client, organizationId, providerId);
    expect(minted.status).toBe(200);
    const token = minted.body.scimToken as string;

    const email = uniqueEmail("lead");
    const u = await scimCall(token, "POST", "/Users", entraUser(email, "e-lead"));
    const [account] = await db.select().from(user).where(eq(user.email, email));
    const group = await scimCall(token, "POST", "/Groups", {
      schemas: [GROUP_SCHEMA],
      displayName: "Engineering Leads",
      members: [{ value: u.body.id }],
    });
    expect(group.status).toBe(201);
    expect((await membership(organizationId, account.id))?.role).toBe("admin");

    // Entra changes the work address by a filtered path.
    const moved = uniqueEmail("moved");
    const patched = await scimCall(token, "PATCH", `/Users/${u.body.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "Replace", path: 'emails[type eq "work"].value', value: moved }],
    });
    expect(patched.status).toBe(200);
    expect(patched.body.emails[0].value).toBe(moved);

    let rows: Awaited<ReturnType<typeof listScimTokensPage>>["rows"] = [];
    for (let page = await listScimTokensPage({}); ; page = await listScimTokensPage({ after: decodeCursor(page.next) })) {
      rows = rows.concat(page.rows.filter((r) => r.organizationId === organizationId));
      if (!page.next || rows.length) break;
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ providerId, status: "active", organizationId });
    expect(JSON.stringify(rows[0])).not.toContain(token);
    expect(Object.keys(rows[0]).some((k) => /digest|token|secret/i.test(k))).toBe(false);
  });

  it("the organization's only owner cannot be deprovisioned", async () => {
    const { owner, organizationId } = await organizationWithOwner();
    const token = (await mint(owner.client, organizationId)).body.scimToken as string;
    const linked = await scimCall(token, "POST", "/Users", oktaUser(owner.email, "00u-owner"));
    expect(linked.status).toBe(201);
    const off = await scimCall(token, "PATCH", `/Users/${linked.body.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: "replace", value: { active: false } }],
    });
    expect(off.status).toBe(409);
    expect(off.body.schemas).toEqual([ERROR_SCHEMA]);
    expect((await membership(organizationId, owner.user.id))?.role).toBe("owner");
    expect((await owner.client.get("/get-session")).body?.user?.id).toBe(owner.user.id);
    expect((await scimCall(token, "GET", `/Users/${linked.body.id}`)).body.active).toBe(true);
  });
});
