import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { member, organization, session, team, user } from "@/db/schema";
import { enqueuesSettled } from "@/lib/jobs/enqueue";
import { TEAM_NAME_MAX } from "@/lib/organization/fields";
import { countOwners, organizationsOnlyOwnedWithOthers } from "@/lib/organization/queries";
import { authPath, nextMailTo, SESSION_COOKIE } from "../support/accounts";
import { mailsTo, TestClient, verifiedUser } from "../support/client";

type Person = Awaited<ReturnType<typeof verifiedUser>>;

let slugCounter = 0;
function freshSlug(prefix = "rules") {
  slugCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${slugCounter}-${Math.random().toString(36).slice(2, 6)}`;
}

async function createOrganization(client: TestClient, name = "Rules Org", slug = freshSlug()) {
  const created = await client.post("/organization/create", { name, slug });
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return { orgId: created.body.id as string, slug };
}

async function ownedOrganization(name?: string) {
  const owner = await verifiedUser();
  const { orgId, slug } = await createOrganization(owner.client, name);
  return { owner, orgId, slug };
}

/** Invites `person` with `role` and has them accept; returns their member id. */
async function join(by: TestClient, orgId: string, person: Person, role: "owner" | "admin" | "member") {
  const invited = await by.post("/organization/invite-member", { email: person.email, role, organizationId: orgId });
  if (invited.status !== 200) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const accepted = await person.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  return accepted.body.member.id as string;
}

async function memberRow(orgId: string, userId: string) {
  const [row] = await db
    .select()
    .from(member)
    .where(and(eq(member.organizationId, orgId), eq(member.userId, userId)));
  return row;
}

async function activeOrganization(client: TestClient) {
  const res = await client.get("/get-session?disableCookieCache=true");
  return res.body?.session?.activeOrganizationId ?? null;
}

/** The stored session behind a client's session cookie ("<token>.<signature>"). */
async function sessionRowOf(client: TestClient) {
  const token = decodeURIComponent(client.cookies.get(SESSION_COOKIE) ?? "").split(".")[0];
  const [row] = await db.select().from(session).where(eq(session.token, token));
  return row;
}

const ONLY_OWNER = /cannot leave.*only owner/i;

// The only owner cannot leave or be removed (an organization always has someone who may manage it); removing an
// owner requires the acting user to be an owner and not the last one. Message: "cannot leave as the only owner".
describe("the only owner", () => {
  it("cannot leave", async () => {
    const { owner, orgId } = await ownedOrganization();
    const res = await owner.client.post("/organization/leave", { organizationId: orgId });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(ONLY_OWNER);
    expect(await memberRow(orgId, owner.user.id)).toMatchObject({ role: "owner" });
    expect(await activeOrganization(owner.client)).toBe(orgId);
  });

  it("cannot remove themselves", async () => {
    const { owner, orgId } = await ownedOrganization();
    const ownerMember = await memberRow(orgId, owner.user.id);
    const res = await owner.client.post("/organization/remove-member", { memberIdOrEmail: ownerMember.id, organizationId: orgId });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(ONLY_OWNER);
    expect(await memberRow(orgId, owner.user.id)).toBeDefined();
  });

  it("cannot be removed by an admin, by id or by e-mail", async () => {
    const { owner, orgId } = await ownedOrganization();
    const admin = await verifiedUser();
    await join(owner.client, orgId, admin, "admin");
    const ownerMember = await memberRow(orgId, owner.user.id);

    const byId = await admin.client.post("/organization/remove-member", { memberIdOrEmail: ownerMember.id, organizationId: orgId });
    expect([byId.status, byId.body.code]).toEqual([403, "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER"]);
    const byEmail = await admin.client.post("/organization/remove-member", { memberIdOrEmail: owner.email, organizationId: orgId });
    expect([byEmail.status, byEmail.body.code]).toEqual([403, "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER"]);
    expect(await memberRow(orgId, owner.user.id)).toMatchObject({ id: ownerMember.id, role: "owner" });
  });
});

// Deleting the account leaves every organization at once: the only owner of one with other members may not.
describe("deleting the account of the only owner", () => {
  const ONLY_OWNER_OF = { code: "ONLY_OWNER_OF_ORGANIZATION", message: "You are the only owner of an organization that has other members" };
  const userRow = async (id: string) => (await db.select({ id: user.id }).from(user).where(eq(user.id, id)))[0];

  it("is refused while others are members, by password and by e-mail, and nothing is deleted or mailed", async () => {
    const { owner, orgId } = await ownedOrganization();
    const other = await verifiedUser();
    await join(owner.client, orgId, other, "admin");
    expect(await organizationsOnlyOwnedWithOthers(owner.user.id)).toEqual([expect.objectContaining({ id: orgId })]);

    const byPassword = await owner.client.post("/delete-user", { password: owner.password });
    expect([byPassword.status, byPassword.body.code, byPassword.body.message]).toEqual([400, ONLY_OWNER_OF.code, ONLY_OWNER_OF.message]);
    await db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(session.userId, owner.user.id));
    const mailsBefore = (await mailsTo(owner.email)).length;
    const byMail = await owner.client.post("/delete-user", {});
    expect([byMail.status, byMail.body.code]).toEqual([400, ONLY_OWNER_OF.code]);
    await enqueuesSettled();
    expect((await mailsTo(owner.email)).length).toBe(mailsBefore);
    expect(await userRow(owner.user.id)).toBeDefined();
    expect(await memberRow(orgId, owner.user.id)).toMatchObject({ role: "owner" });
  });

  it("goes through once another member is an owner too, or when the organization has no one else", async () => {
    const { owner, orgId } = await ownedOrganization();
    const other = await verifiedUser();
    await join(owner.client, orgId, other, "owner");
    expect(await organizationsOnlyOwnedWithOthers(owner.user.id)).toEqual([]);
    expect((await owner.client.post("/delete-user", { password: owner.password })).body).toEqual({
      success: true,
      message: "User deleted",
    });
    expect(await userRow(owner.user.id)).toBeUndefined();

    const alone = await ownedOrganization();
    expect((await alone.owner.client.post("/delete-user", { password: alone.owner.password })).status).toBe(200);
    expect(await userRow(alone.owner.user.id)).toBeUndefined();
  });

  it("leaves an owner when the two owners delete their accounts at once: the second is refused", async () => {
    const { owner, orgId } = await ownedOrganization();
    const second = await verifiedUser();
    await join(owner.client, orgId, second, "owner");
    await join(owner.client, orgId, await verifiedUser(), "member");
    // Each would see the other owner still there; the one that comes second now sees it gone.
    const both = await Promise.all([owner, second].map((o) => o.client.post("/delete-user", { password: o.password })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)!.body.code).toBe(ONLY_OWNER_OF.code);
    expect(await countOwners(orgId)).toBe(1);
  });

  it("is refused at the mailed link too, when someone joined after the mail was sent", async () => {
    const { owner, orgId } = await ownedOrganization();
    await db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(session.userId, owner.user.id));
    const before = (await mailsTo(owner.email)).length;
    expect((await owner.client.post("/delete-user", {})).body).toEqual({ success: true, message: "Verification email sent" });
    const mail = await nextMailTo(owner.email, before);
    await join(owner.client, orgId, await verifiedUser(), "member");
    const opened = await owner.client.get(authPath(mail.link!));
    expect([opened.status, opened.body.code]).toEqual([400, ONLY_OWNER_OF.code]);
    expect(await userRow(owner.user.id)).toBeDefined();
  });
});

// The members page disables "Leave" for the only owner from countOwners: it must count as the library does when
// it refuses the leave (roles are comma-separated lists, spaces allowed), or the page would offer a refused
// action or hide an allowed one.
describe("countOwners, beside better-auth's own refusal", () => {
  it("is 1 exactly when the library refuses an owner's leave", async () => {
    const { owner, orgId } = await ownedOrganization();
    const admin = await verifiedUser();
    await join(owner.client, orgId, admin, "admin");
    expect(await countOwners(orgId)).toBe(1);
    const refused = await owner.client.post("/organization/leave", { organizationId: orgId });
    expect(refused.body.message).toMatch(ONLY_OWNER);

    // The admin also holds the owner role, written as a list with a space.
    await db
      .update(member)
      .set({ role: "admin, owner" })
      .where(and(eq(member.organizationId, orgId), eq(member.userId, admin.user.id)));
    expect(await countOwners(orgId)).toBe(2);
    const left = await owner.client.post("/organization/leave", { organizationId: orgId });
    expect(left.status).toBe(200);
    expect(await countOwners(orgId)).toBe(1);
    const last = await admin.client.post("/organization/leave", { organizationId: orgId });
    expect(last.body.message).toMatch(ONLY_OWNER);
  });
});

// With more than one owner, an owner may leave or remove another owner; an admin still may not
// remove an owner.
describe("an organization with two owners", () => {
  it("lets one owner leave, and then the remaining one is the only owner again", async () => {
    const { owner, orgId } = await ownedOrganization();
    const second = await verifiedUser();
    await join(owner.client, orgId, second, "owner");
    expect(await memberRow(orgId, second.user.id)).toMatchObject({ role: "owner" });

    const res = await owner.client.post("/organization/leave", { organizationId: orgId });
    expect(res.status).toBe(200);
    expect(await memberRow(orgId, owner.user.id)).toBeUndefined();

    const last = await second.client.post("/organization/leave", { organizationId: orgId });
    expect(last.status).toBe(400);
    expect(last.body.message).toMatch(ONLY_OWNER);
    expect(await memberRow(orgId, second.user.id)).toBeDefined();
  });

  it("lets an owner remove the other owner, but not an admin", async () => {
    const { owner, orgId } = await ownedOrganization();
    const second = await verifiedUser();
    const admin = await verifiedUser();
    const secondId = await join(owner.client, orgId, second, "owner");
    await join(owner.client, orgId, admin, "admin");

    const byAdmin = await admin.client.post("/organization/remove-member", { memberIdOrEmail: secondId, organizationId: orgId });
    expect([byAdmin.status, byAdmin.body.code]).toEqual([403, "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER"]);
    expect(await memberRow(orgId, second.user.id)).toBeDefined();

    const byOwner = await owner.client.post("/organization/remove-member", { memberIdOrEmail: secondId, organizationId: orgId });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.member).toMatchObject({ id: secondId, userId: second.user.id });
    expect(await memberRow(orgId, second.user.id)).toBeUndefined();
  });
});

// Leaving or removing a member clears the active organization if it was that one: a session never points into an
// organization its user is no longer part of.
describe("the active organization after leaving or being removed", () => {
  it("leaving the active organization clears it", async () => {
    const { owner, orgId } = await ownedOrganization();
    const plain = await verifiedUser();
    await join(owner.client, orgId, plain, "member");
    expect(await activeOrganization(plain.client)).toBe(orgId);

    const res = await plain.client.post("/organization/leave", { organizationId: orgId });
    expect(res.status).toBe(200);
    expect(await memberRow(orgId, plain.user.id)).toBeUndefined();
    expect(await activeOrganization(plain.client)).toBeNull();
    expect((await sessionRowOf(plain.client)).activeOrganizationId).toBeNull();
  });

  it("leaving another organization keeps the active one", async () => {
    const { owner, orgId } = await ownedOrganization();
    const plain = await verifiedUser();
    await join(owner.client, orgId, plain, "member");
    const own = await createOrganization(plain.client, "Plain's Own");
    expect(await activeOrganization(plain.client)).toBe(own.orgId);

    const res = await plain.client.post("/organization/leave", { organizationId: orgId });
    expect(res.status).toBe(200);
    expect(await activeOrganization(plain.client)).toBe(own.orgId);
  });

  it("an admin removing themselves clears their active organization", async () => {
    const { owner, orgId } = await ownedOrganization();
    const admin = await verifiedUser();
    const adminId = await join(owner.client, orgId, admin, "admin");
    expect(await activeOrganization(admin.client)).toBe(orgId);

    const res = await admin.client.post("/organization/remove-member", { memberIdOrEmail: adminId, organizationId: orgId });
    expect(res.status).toBe(200);
    expect(await memberRow(orgId, admin.user.id)).toBeUndefined();
    expect(await activeOrganization(admin.client)).toBeNull();
  });

  it("removing someone else leaves the acting owner's active organization alone", async () => {
    const { owner, orgId } = await ownedOrganization();
    const plain = await verifiedUser();
    const plainId = await join(owner.client, orgId, plain, "member");
    const res = await owner.client.post("/organization/remove-member", { memberIdOrEmail: plainId, organizationId: orgId });
    expect(res.status).toBe(200);
    expect(await memberRow(orgId, plain.user.id)).toBeUndefined();
    expect(await activeOrganization(owner.client)).toBe(orgId);
  });
});

describe("the organization a new sign-in starts in", () => {
  it("is the one active last, while the person still belongs to it", async () => {
    const { owner, orgId } = await ownedOrganization();
    const plain = await verifiedUser();
    await join(owner.client, orgId, plain, "member");
    expect(await activeOrganization(plain.client)).toBe(orgId);

    const again = new TestClient();
    expect((await again.post("/sign-in/email", { email: plain.email, password: plain.password })).status).toBe(200);
    expect(await activeOrganization(again)).toBe(orgId);

    // Gone from it by a way that leaves the user's record alone (as SCIM or the console may): no longer offered.
    await db.delete(member).where(and(eq(member.organizationId, orgId), eq(member.userId, plain.user.id)));
    const third = new TestClient();
    expect((await third.post("/sign-in/email", { email: plain.email, password: plain.password })).status).toBe(200);
    expect(await activeOrganization(third)).toBeNull();
  });
});

// The slug must be unique (it names the organization in URLs); the check-slug refusal says 'slug is taken'.
describe("check-slug", () => {
  it("answers a free slug with status true and a taken one with 'slug is taken'", async () => {
    const { owner, slug } = await ownedOrganization();
    const free = await owner.client.post("/organization/check-slug", { slug: freshSlug("free") });
    expect(free.status).toBe(200);
    expect(free.body).toEqual({ status: true });

    const taken = await owner.client.post("/organization/check-slug", { slug });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe("slug is taken");
  });

  it("creating with a taken slug is refused and creates nothing", async () => {
    const { slug } = await ownedOrganization("Original");
    const other = await verifiedUser();
    const res = await other.client.post("/organization/create", { name: "Copycat", slug });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Organization already exists");
    const rows = await db.select().from(organization).where(eq(organization.slug, slug));
    expect(rows.map((r) => r.name)).toEqual(["Original"]);
    expect(await db.select().from(member).where(eq(member.userId, other.user.id))).toHaveLength(0);
  });

  // The forms' rule, held by the server for every caller: the slug is the organization's address (/orgs/<slug>).
  it("refuses a slug the forms would not make, on checking, creating and renaming, and changes nothing", async () => {
    const { owner, orgId, slug } = await ownedOrganization();
    const bad = ["Big Corp", "UPPER", "under_score", "-edge", "double--hyphen", "ünïcode", "x".repeat(65), ""];
    for (const wrong of bad) {
      const checked = await owner.client.post("/organization/check-slug", { slug: wrong });
      expect(checked.status, wrong).toBe(400);
      expect(checked.body.message).toMatch(/^\[body\.slug\] Expected lower-case letters and digits/);
      const created = await owner.client.post("/organization/create", { name: "Wrong", slug: wrong });
      expect(created.status, wrong).toBe(400);
      const renamed = await owner.client.post("/organization/update", { organizationId: orgId, data: { slug: wrong } });
      expect(renamed.status, wrong).toBe(400);
      expect(renamed.body.message).toMatch(/^\[body\.data\.slug\]/);
    }
    const [row] = await db.select().from(organization).where(eq(organization.id, orgId));
    expect(row.slug).toBe(slug);
    expect(await db.select().from(organization).where(eq(organization.name, "Wrong"))).toHaveLength(0);
    const longest = `a${"-b".repeat(31)}c`.slice(0, 64);
    expect((await owner.client.post("/organization/update", { organizationId: orgId, data: { slug: longest } })).status).toBe(200);
  });
});

// set-active takes an organization id or slug; only a member may make it active.
describe("set-active by slug", () => {
  it("makes the organization of that slug active for a member", async () => {
    const { owner, orgId, slug } = await ownedOrganization("By Slug");
    const other = await createOrganization(owner.client, "Other");
    expect(await activeOrganization(owner.client)).toBe(other.orgId);

    const res = await owner.client.post("/organization/set-active", { organizationSlug: slug });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: orgId, slug, name: "By Slug" });
    expect(await activeOrganization(owner.client)).toBe(orgId);
    expect((await sessionRowOf(owner.client)).activeOrganizationId).toBe(orgId);
  });

  it("refuses an unknown slug, keeping the active organization, and refuses a non-member", async () => {
    const { orgId, slug } = await ownedOrganization();
    const outsider = await verifiedUser();
    const own = await createOrganization(outsider.client, "Outsider's");

    const unknown = await outsider.client.post("/organization/set-active", { organizationSlug: freshSlug("nowhere") });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Organization not found");
    expect(await activeOrganization(outsider.client)).toBe(own.orgId);

    const foreign = await outsider.client.post("/organization/set-active", { organizationSlug: slug });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe("User is not a member of the organization");
    expect(await activeOrganization(outsider.client)).not.toBe(orgId);
  });
});

// A team's name has a minimum length of 1.
describe("team names", () => {
  it("renaming a team to an empty name is refused and the name is kept", async () => {
    const { owner, orgId } = await ownedOrganization();
    const created = await owner.client.post("/organization/create-team", { name: "Named", organizationId: orgId });
    expect(created.status).toBe(200);

    const res = await owner.client.post("/organization/update-team", {
      teamId: created.body.id,
      data: { name: "", organizationId: orgId },
    });
    expect(res.status).toBe(400);
    const [row] = await db.select().from(team).where(eq(team.id, created.body.id));
    expect(row.name).toBe("Named");

    const oneChar = await owner.client.post("/organization/update-team", {
      teamId: created.body.id,
      data: { name: "X", organizationId: orgId },
    });
    expect(oneChar.status).toBe(200);
    expect(oneChar.body.name).toBe("X");
  });

  it("a name over the forms' limit is refused on creation and rename, naming the field, and nothing changes", async () => {
    const { owner, orgId } = await ownedOrganization();
    const before = await db.select().from(team).where(eq(team.organizationId, orgId));
    const long = "T".repeat(TEAM_NAME_MAX + 1);

    const created = await owner.client.post("/organization/create-team", { name: long, organizationId: orgId });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ code: "VALIDATION_ERROR", message: `[body.name] Too long (at most ${TEAM_NAME_MAX} characters)` });
    expect(await db.select().from(team).where(eq(team.organizationId, orgId))).toHaveLength(before.length);

    const renamed = await owner.client.post("/organization/update-team", {
      teamId: before[0].id,
      data: { name: long, organizationId: orgId },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({
      code: "VALIDATION_ERROR",
      message: `[body.data.name] Too long (at most ${TEAM_NAME_MAX} characters)`,
    });
    const [row] = await db.select().from(team).where(eq(team.id, before[0].id));
    expect(row.name).toBe(before[0].name);

    const atLimit = await owner.client.post("/organization/update-team", {
      teamId: before[0].id,
      data: { name: long.slice(1), organizationId: orgId },
    });
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.name).toBe(long.slice(1));
  });
});

// Removing the last team is refused unless allowed (ALLOW_REMOVING_ALL_TEAMS, default false), so that an
// organization with teams keeps one to invite into; message: "Unable to remove last team".
describe("removing teams", () => {
  it("refuses to remove the last team", async () => {
    const { owner, orgId } = await ownedOrganization();
    const teams = await db.select().from(team).where(eq(team.organizationId, orgId));
    expect(teams).toHaveLength(1); // better-auth's default team
    // better-auth refuses to remove the caller's own active team before anything else; clear it first.
    await owner.client.post("/organization/set-active-team", { teamId: null });

    const res = await owner.client.post("/organization/remove-team", { teamId: teams[0].id, organizationId: orgId });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Unable to remove last team");
    expect(await db.select().from(team).where(eq(team.organizationId, orgId))).toHaveLength(1);
  });

  it("refuses the last team with the spec's words while it is the owner's active team", async () => {
    const { owner, orgId } = await ownedOrganization();
    const [only] = await db.select().from(team).where(eq(team.organizationId, orgId));
    // A new organization's default team is its creator's active team, which better-auth refused to remove
    // with 403 "You are not allowed to delete this team" before its last-team check.
    expect((await sessionRowOf(owner.client)).activeTeamId).toBe(only.id);

    const res = await owner.client.post("/organization/remove-team", { teamId: only.id, organizationId: orgId });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "UNABLE_TO_REMOVE_LAST_TEAM", message: "Unable to remove last team" });
    expect(await db.select().from(team).where(eq(team.organizationId, orgId))).toHaveLength(1);

    // A member who may not delete teams still hears that first, and a team of another organization is not found.
    const plain = await verifiedUser();
    await join(owner.client, orgId, plain, "member");
    const byMember = await plain.client.post("/organization/remove-team", { teamId: only.id, organizationId: orgId });
    expect(byMember.status).toBe(403);
    expect(byMember.body.code).toBe("YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION");
    const other = await ownedOrganization();
    const [foreign] = await db.select().from(team).where(eq(team.organizationId, other.orgId));
    const wrongOrg = await owner.client.post("/organization/remove-team", { teamId: foreign.id, organizationId: orgId });
    expect(wrongOrg.body.code).toBe("TEAM_NOT_FOUND");
  });

  it("removes a team while another remains, then refuses the last one", async () => {
    const { owner, orgId } = await ownedOrganization();
    const extra = await owner.client.post("/organization/create-team", { name: "Extra", organizationId: orgId });
    const [defaultTeam] = await db
      .select()
      .from(team)
      .where(and(eq(team.organizationId, orgId), eq(team.name, "Rules Org")));
    await owner.client.post("/organization/set-active-team", { teamId: null });

    const first = await owner.client.post("/organization/remove-team", { teamId: extra.body.id, organizationId: orgId });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: "Team removed successfully." });

    const last = await owner.client.post("/organization/remove-team", { teamId: defaultTeam.id, organizationId: orgId });
    expect(last.status).toBe(400);
    expect(last.body.message).toBe("Unable to remove last team");
    const left = await db.select().from(team).where(eq(team.organizationId, orgId));
    expect(left.map((t) => t.id)).toEqual([defaultTeam.id]);
  });

  it("keeps a team when the last two are removed at once: the second is refused", async () => {
    const { owner, orgId } = await ownedOrganization();
    await owner.client.post("/organization/create-team", { name: "Extra", organizationId: orgId });
    await owner.client.post("/organization/set-active-team", { teamId: null });
    const teams = await db.select().from(team).where(eq(team.organizationId, orgId));
    expect(teams).toHaveLength(2);
    // Each would see the other team still there; the one that comes second now sees it gone.
    const removed = await Promise.all(
      teams.map((t) => owner.client.post("/organization/remove-team", { teamId: t.id, organizationId: orgId })),
    );
    expect(removed.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(removed.find((r) => r.status === 400)!.body.message).toBe("Unable to remove last team");
    expect(await db.select().from(team).where(eq(team.organizationId, orgId))).toHaveLength(1);
  });
});

// better-auth's list-members takes paging, sort and filter from the query string and builds its query from them.
describe("list-members", () => {
  it("refuses paging, sorting and filters the member table cannot answer, with 400 naming the parameter", async () => {
    const { owner, orgId } = await ownedOrganization();
    const list = (query: string) => owner.client.get(`/organization/list-members?organizationId=${orgId}&${query}`);
    const refused: Array<[string, string]> = [
      ["limit=-1", "limit"],
      ["limit=1e20", "limit"],
      ["limit=abc", "limit"],
      ["offset=-1", "offset"],
      ["offset=1.5", "offset"],
      ["sortBy=nonexistent", "sortBy"],
      ["sortBy=password", "sortBy"],
      ["filterField=nonexistent&filterValue=x", "filterField"],
      ["filterField=createdAt&filterOperator=lt&filterValue=2999-01-01T00:00:00.000Z", "filterField"],
      ["filterField=role&filterOperator=in&filterValue=owner", "filterValue"],
      ["filterField=role&filterValue=owner&filterValue=admin", "filterValue"],
    ];
    for (const [query, parameter] of refused) {
      const reply = await list(query);
      expect(reply.status, query).toBe(400);
      expect(reply.body.code).toBe("VALIDATION_ERROR");
      expect(reply.body.message.startsWith(`[query.${parameter}]`), `${query}: ${reply.body.message}`).toBe(true);
    }
    const answered = [
      "limit=1000&offset=0&sortBy=createdAt&sortDirection=desc",
      "sortBy=role",
      "filterField=role&filterOperator=in&filterValue=owner&filterValue=admin",
      "filterField=role&filterValue=owner",
    ];
    for (const query of answered) {
      const reply = await list(query);
      expect(reply.status, query).toBe(200);
      expect(
        reply.body.members.map((m: { role: string }) => m.role),
        query,
      ).toEqual(["owner"]);
    }
  });
});
