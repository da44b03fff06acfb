import { describe, expect, it } from "vitest";
import { grantOperators } from "@/lib/admin/operators";
import { NAME_MAX } from "@/lib/account/rules";
import { findUser, findUserByEmail, nextMailTo, settledMailCount } from "../support/accounts";
import { uniqueEmail, verifiedUser } from "../support/client";

/**
 * The operators' endpoints over HTTP, as a script with an operator's session would call them: the console's forms
 * check their input, the endpoints themselves must too (lib/admin/endpoint-input.ts).
 */

async function operator() {
  const signed = await verifiedUser();
  await grantOperators([signed.email], "script", false);
  return signed;
}

describe("/admin/update-user", () => {
  it("refuses every field but the profile, the address and the language, naming it, and changes nothing", async () => {
    const [op, person] = await Promise.all([operator(), verifiedUser()]);
    const before = await findUser(person.user.id);
    const refused: Array<[Record<string, unknown>, RegExp]> = [
      [{ role: "superuser" }, /\[body\.data\.role\].*\/admin\/set-role/],
      [{ banned: true }, /\[body\.data\.banned\].*\/admin\/ban-user/],
      [{ twoFactorEnabled: true }, /\[body\.data\.twoFactorEnabled\]/],
      [{ createdAt: "garbage" }, /\[body\.data\.createdAt\]/],
      [{ name: "Fine", lastOrganizationId: "someone-else" }, /\[body\.data\.lastOrganizationId\]/],
      [{ name: "x".repeat(NAME_MAX + 1) }, /\[body\.data\.name\] Too long/],
      [{ name: 42 }, /\[body\.data\.name\] Expected a string/],
      [{ image: "javascript:alert(1)" }, /\[body\.data\.image\]/],
      [{ email: `${"a".repeat(300)}@example.com` }, /\[body\.data\.email\] Too long/],
      [{ emailVerified: "yes" }, /\[body\.data\.emailVerified\] Expected a boolean/],
    ];
    for (const [data, message] of refused) {
      const reply = await op.client.post("/admin/update-user", { userId: person.user.id, data });
      expect(reply.status, JSON.stringify(data)).toBe(400);
      expect(reply.body.code).toBe("VALIDATION_ERROR");
      expect(reply.body.message).toMatch(message);
    }
    const language = await op.client.post("/admin/update-user", { userId: person.user.id, data: { locale: 99 } });
    expect(language.status).toBe(400);
    expect(language.body.code).toBe("INVALID_LOCALE");
    expect(await findUser(person.user.id)).toEqual(before);
  });

  it("sets the profile, the address (lower-cased, once free) and the language", async () => {
    const [op, person, other] = await Promise.all([operator(), verifiedUser(), verifiedUser()]);
    const taken = await op.client.post("/admin/update-user", { userId: person.user.id, data: { email: other.email } });
    expect(taken.status).toBe(400);
    expect(taken.body.code).toBe("USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL");

    const email = uniqueEmail("moved");
    const reply = await op.client.post("/admin/update-user", {
      userId: person.user.id,
      data: { name: "Renamed by support", email: email.toUpperCase(), emailVerified: false, locale: 6 },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const after = await findUserByEmail(email);
    expect(after).toMatchObject({ id: person.user.id, name: "Renamed by support", emailVerified: false, locale: 6 });
  });
});

describe("an operator's change of address", () => {
  it("is told to the earlier address, in the owner's language, naming the new one, with no way to undo it", async () => {
    const [op, person] = await Promise.all([operator(), verifiedUser()]);
    expect((await person.client.post("/update-user", { locale: 0 })).status).toBe(200);
    const before = await settledMailCount(person.email);
    const moved = uniqueEmail("support-moved");
    const reply = await op.client.post("/admin/update-user", { userId: person.user.id, data: { email: moved } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const notice = await nextMailTo(person.email, before, 15_000);
    expect(notice.subject, notice.text).toBe("Адрес электронной почты изменён");
    expect(notice.text).toContain("Администратор изменил адрес");
    expect(notice.text).toContain(moved);
    expect(notice.text).toMatch(/\/sign-in\b/);
    expect(notice.text).not.toContain("undo-email-change");
    // Its name alone, or the language: nothing to tell.
    const count = await settledMailCount(person.email);
    expect((await op.client.post("/admin/update-user", { userId: person.user.id, data: { name: "Renamed" } })).status).toBe(200);
    expect(await settledMailCount(person.email)).toBe(count);
  });

  it("tells nothing to an earlier address never verified, nor when the update is refused", async () => {
    const [op, person] = await Promise.all([operator(), verifiedUser()]);
    expect((await op.client.post("/admin/update-user", { userId: person.user.id, data: { emailVerified: false } })).status).toBe(200);
    const before = await settledMailCount(person.email);
    expect(
      (await op.client.post("/admin/update-user", { userId: person.user.id, data: { email: uniqueEmail("x"), role: "admin" } })).status,
    ).toBe(400);
    expect((await op.client.post("/admin/update-user", { userId: person.user.id, data: { email: uniqueEmail("unproven") } })).status).toBe(
      200,
    );
    expect(await settledMailCount(person.email)).toBe(before);
  });
});

describe("/admin/set-role and /admin/create-user", () => {
  it("give only the app's roles, one at a time", async () => {
    const [op, person] = await Promise.all([operator(), verifiedUser()]);
    for (const role of ["superuser", ["user", "admin"], ""]) {
      const reply = await op.client.post("/admin/set-role", { userId: person.user.id, role });
      expect(reply.status, JSON.stringify(role)).toBe(400);
      expect(reply.body.message).toMatch(/\[body\.role\] Expected one of user, admin/);
    }
    expect((await findUser(person.user.id))?.role).toBe("user");
    expect((await op.client.post("/admin/set-role", { userId: person.user.id, role: "admin" })).status).toBe(200);
    expect((await findUser(person.user.id))?.role).toBe("admin");

    const email = uniqueEmail("created");
    const made = await op.client.post("/admin/create-user", { email, name: "Made", role: "superuser" });
    expect(made.status).toBe(400);
    const extra = await op.client.post("/admin/create-user", { email, name: "Made", data: { emailVerified: true } });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toMatch(/\[body\.data\.emailVerified\]/);
    const long = await op.client.post("/admin/create-user", { email, name: "x".repeat(NAME_MAX + 1) });
    expect(long.status).toBe(400);
    expect(await findUserByEmail(email)).toBeFalsy();
    const fine = await op.client.post("/admin/create-user", { email, name: "Made", role: "user", data: { locale: 3 } });
    expect(fine.status).toBe(200);
    expect(await findUserByEmail(email)).toMatchObject({ name: "Made", role: "user", locale: 3 });
  });

  it("never let an operator take their own role away, over HTTP as in the console", async () => {
    const op = await operator();
    const reply = await op.client.post("/admin/set-role", { userId: op.user.id, role: "user" });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("CANNOT_DEMOTE_YOURSELF");
    expect((await findUser(op.user.id))?.role).toBe("admin");
  });
});

describe("/admin/ban-user and the passwords an operator sets", () => {
  it("bans for whole seconds from one to ten years, or until lifted", async () => {
    const [op, person] = await Promise.all([operator(), verifiedUser()]);
    for (const banExpiresIn of [-5, 0, 1.5, 1e20, 3650 * 86_400 + 1]) {
      const reply = await op.client.post("/admin/ban-user", { userId: person.user.id, banExpiresIn });
      expect(reply.status, String(banExpiresIn)).toBe(400);
      expect(reply.body.message).toMatch(/\[body\.banExpiresIn\]/);
    }
    expect((await findUser(person.user.id))?.banned).toBeFalsy();
    expect((await op.client.post("/admin/ban-user", { userId: person.user.id, banExpiresIn: 3650 * 86_400 })).status).toBe(200);
    expect((await findUser(person.user.id))?.banned).toBe(true);
  });

  it("refuses a password too short, too long or too common, for a new user as for an existing one", async () => {
    const [op, person] = await Promise.all([operator(), verifiedUser()]);
    const email = uniqueEmail("first-password");
    const cases: Array<[string, string]> = [
      ["a", "PASSWORD_TOO_SHORT"],
      ["x".repeat(1000), "PASSWORD_TOO_LONG"],
      ["password123", "PASSWORD_TOO_COMMON"],
    ];
    for (const [password, code] of cases) {
      const created = await op.client.post("/admin/create-user", { email, name: "New", password });
      expect(created.status, code).toBe(400);
      expect(created.body.code).toBe(code);
    }
    expect(await findUserByEmail(email)).toBeFalsy();
    const common = await op.client.post("/admin/set-user-password", { userId: person.user.id, newPassword: "password123" });
    expect(common.status).toBe(400);
    expect(common.body.code).toBe("PASSWORD_TOO_COMMON");
    expect((await op.client.post("/admin/create-user", { email, name: "New", password: "a-long-unusual-passphrase-41" })).status).toBe(200);
  });
});

describe("/admin/list-users and /api-key/list", () => {
  it("refuse paging, sorting and filters their tables cannot answer, instead of an empty page or a 500", async () => {
    const op = await operator();
    for (const query of [
      "limit=-1",
      "offset=-1",
      "limit=1e20",
      "sortBy=nonexistent",
      "filterField=createdAt&filterOperator=lt&filterValue=2999-01-01T00:00:00.000Z",
      "filterField=role&filterOperator=in&filterValue=admin",
    ]) {
      const reply = await op.client.get(`/admin/list-users?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.code).toBe("VALIDATION_ERROR");
    }
    const admins = await op.client.get("/admin/list-users?filterField=role&filterOperator=in&filterValue=admin&filterValue=x&limit=1000");
    expect(admins.status).toBe(200);
    expect(admins.body.users.map((u: { email: string }) => u.email)).toContain(op.email);
    const newest = await op.client.get(
      `/admin/list-users?filterField=email&filterValue=${encodeURIComponent(op.email)}&sortBy=createdAt&sortDirection=desc&limit=1`,
    );
    expect(newest.body.users.map((u: { email: string }) => u.email)).toEqual([op.email]);

    const unsorted = await op.client.get("/api-key/list?sortBy=nonexistent");
    expect(unsorted.status).toBe(400);
    expect(unsorted.body.message).toMatch(/^\[query\.sortBy\] Expected one of /);
    expect((await op.client.get("/api-key/list?sortBy=createdAt&sortDirection=desc")).status).toBe(200);
  });
});
