import { describe, expect, it, vi } from "vitest";
import { grantOperators } from "@/lib/admin/operators";
import { setUserPasswordAction } from "@/lib/admin/user-actions";
import { mailCount, nextMailTo, settledMailCount } from "../support/accounts";
import { BASE, TestClient, verifiedUser } from "../support/client";
import { actAs } from "../support/next-request";

vi.mock("next/headers", () => import("../support/next-request"));
vi.mock("next-intl/server", () => import("../support/next-request"));

const SUBJECT = "Your password was changed";

/** The next mail to `email` after `before`: the password notice, with its way to a reset, and no "ignore this". */
async function noticeAfter(email: string, before: number) {
  const mail = await nextMailTo(email, before, 15_000);
  expect(mail.subject).toBe(SUBJECT);
  expect(mail.link).toBe(`${BASE}/forgot-password`);
  expect(mail.text).toContain(`The password of ${email} was just changed.`);
  expect(mail.text).toContain("If this was not you, reset your password now");
  expect(mail.text).not.toContain("you can ignore this e-mail");
  return mail;
}

describe("its owner hears of every new password", () => {
  it("changed in the settings; a refused change sends nothing", async () => {
    const user = await verifiedUser();
    const before = await settledMailCount(user.email);
    const refused = await user.client.post("/change-password", { currentPassword: "not-my-password", newPassword: "brand-new-password" });
    expect(refused.status).toBe(400);
    expect(await settledMailCount(user.email)).toBe(before);

    const changed = await user.client.post("/change-password", { currentPassword: user.password, newPassword: "brand-new-password" });
    expect(changed.status).toBe(200);
    await noticeAfter(user.email, before);
  });

  it("reset through a mailed link (also how a magic-link account gets its first password)", async () => {
    const user = await verifiedUser();
    const client = new TestClient();
    const before = await mailCount(user.email);
    expect((await client.post("/request-password-reset", { email: user.email, redirectTo: "/reset-password" })).status).toBe(200);
    const resetMail = await nextMailTo(user.email, before);
    expect(resetMail.text).toContain("you can ignore this e-mail"); // a mail the person asked for
    const token = new URL(resetMail.link!).pathname.split("/").pop()!;
    const afterReset = await settledMailCount(user.email);
    expect((await client.post("/reset-password", { newPassword: "reset-password-77", token })).status).toBe(200);
    await noticeAfter(user.email, afterReset);
  });

  it("set by an operator: in the owner's own language, not the operator's", async () => {
    const operator = await verifiedUser();
    await grantOperators([operator.email], "script", false);
    const person = await verifiedUser();
    expect((await person.client.post("/update-user", { locale: 6 })).status).toBe(200); // German
    const before = await settledMailCount(person.email);
    actAs(operator.client, { "accept-language": "en" });
    expect(await setUserPasswordAction({ userId: person.user.id, password: "operator-chosen-1" })).toEqual({ ok: true });
    const mail = await nextMailTo(person.email, before, 15_000);
    expect(mail.subject).toBe("Ihr Passwort wurde geändert");
    expect(mail.link).toBe(`${BASE}/forgot-password`);
  });
});
