import { expect, test, type Page } from "./support/test";
import en from "../messages/en.json" with { type: "json" };
import ru from "../messages/ru.json" with { type: "json" };
import { expectAxeClean } from "./support/axe";
import { linkIn, signIn, signOut, signUpVerified, uniqueEmail, waitForMail } from "./support/helpers";
import { APP_URL } from "./support/ports";

/** The one alert of the page's form area. */
const alertIn = (page: Page) => page.locator("main").getByRole("alert");

test("sign-up, verification mail, verify, sign-out and sign-in with the password", async ({ page }) => {
  const email = uniqueEmail("signup");
  await signUpVerified(page, email, "first-password-1");
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, E2E User" })).toBeVisible();
  await signOut(page);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await signIn(page, email, "first-password-1");
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});

test("a verification link opened again after signing out says the address is verified and leads to sign-in", async ({ page }) => {
  const email = uniqueEmail("relink");
  await signUpVerified(page, email, "relink-password-1");
  const link = linkIn(await waitForMail(email));
  await page.getByRole("link", { name: "Continue" }).click();
  await signOut(page);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  // better-auth sends an address verified earlier back without an error or a session: not "open the link in the mail".
  await page.goto(link);
  await expect(page.getByRole("heading", { name: en.verify.successTitle })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(en.verify.alreadyVerified);
  await expect(page.getByText(en.verify.howTo)).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: en.common.signIn }).click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2F$/);
  await signIn(page, email, "relink-password-1");

  // Opened by hand, the page still explains how verification works.
  await signOut(page);
  await page.goto("/verify-email");
  await expect(page.getByText(en.verify.howTo)).toBeVisible();
});

test("sign-up checks its fields in the page's language before sending anything", async ({ page }) => {
  let requests = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/sign-up")) requests += 1;
  });
  for (const [lang, m] of [
    ["3", en],
    ["0", ru],
  ] as const) {
    await page.goto(`/sign-up?lang=${lang}`);
    await page.getByRole("button", { name: m.signUp.submit }).click();
    await expect(page.getByText(m.auth.validation.nameRequired)).toBeVisible();
    await expect(page.getByText(m.auth.validation.emailRequired)).toBeVisible();
    await expect(page.getByText(m.auth.validation.passwordRequired)).toBeVisible();
    // The first field with a problem takes the focus; fields are marked for assistive technology.
    await expect(page.getByLabel(m.common.name)).toBeFocused();
    await expect(page.getByLabel(m.common.email)).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel(m.common.name).fill("Inline Check");
    await page.getByLabel(m.common.email).fill("not-an-address");
    await page.getByLabel(m.common.password, { exact: true }).fill("short");
    await page.getByRole("button", { name: m.signUp.submit }).click();
    await expect(page.getByText(m.auth.validation.nameRequired)).toHaveCount(0);
    await expect(page.getByText(m.auth.validation.emailInvalid)).toBeVisible();
    await expect(page.getByText(m.auth.validation.passwordTooShort.replace("{min}", "8"))).toBeVisible();
    // Fixing a field clears its message as the person types.
    await page.getByLabel(m.common.email).fill("fixed@example.com");
    await expect(page.getByText(m.auth.validation.emailInvalid)).toHaveCount(0);
  }
  expect(requests).toBe(0);
});

test("the password hint grows with the password, in the page's language", async ({ page }) => {
  await page.goto("/sign-up?lang=0");
  await expect(page.getByText(ru.auth.strength.rule.replace("{min}", "8").replace("{max}", "128"))).toBeVisible();
  const password = page.getByLabel(ru.common.password, { exact: true });
  await password.fill("12345678");
  await expect(page.getByText(ru.auth.strength.weak, { exact: true })).toBeVisible();
  await password.fill("tulip-river");
  await expect(page.getByText(ru.auth.strength.fair, { exact: true })).toBeVisible();
  await password.fill("Tulip-river-7");
  await expect(page.getByText(ru.auth.strength.strong, { exact: true })).toBeVisible();
  // The eye button shows what was typed, and hides it again.
  await page.getByRole("button", { name: ru.auth.showPassword }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: ru.auth.showPassword }).click();
  await expect(password).toHaveAttribute("type", "password");
});

test("a wrong password and an unverified address are explained in our words, in English and Russian", async ({ page }) => {
  await page.goto("/sign-up");
  const email = uniqueEmail("unverified");
  await page.getByLabel("Name").fill("Unverified");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("some-password-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await waitForMail(email);

  await page.goto("/sign-in");
  const form = page.getByRole("form", { name: "Password" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("some-password-1");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(alertIn(page)).toHaveText(en.errors.EMAIL_NOT_VERIFIED);
  // A fresh verification mail is sent before the refusal.
  await waitForMail(email, 2);
  await form.getByLabel("Password", { exact: true }).fill("wrong-password-1");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(alertIn(page)).toHaveText(en.errors.INVALID_EMAIL_OR_PASSWORD);

  await page.goto("/sign-in?lang=0");
  const russian = page.getByRole("form", { name: ru.signIn.withPassword });
  await russian.getByLabel(ru.common.email).fill(email);
  await russian.getByLabel(ru.common.password, { exact: true }).fill("wrong-password-1");
  await russian.getByRole("button", { name: ru.signIn.submit }).click();
  await expect(alertIn(page)).toHaveText(ru.errors.INVALID_EMAIL_OR_PASSWORD);
});

test("without 'remember me' the session ends with the browser", async ({ page, context }) => {
  const email = uniqueEmail("remember");
  await signUpVerified(page, email, "remember-password-1");
  await signOut(page);
  const form = page.getByRole("form", { name: "Password" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("remember-password-1");
  await form.getByLabel("Remember me").uncheck();
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  const cookie = (await context.cookies(APP_URL)).find((c) => c.name.endsWith("session_token"));
  expect(cookie?.expires).toBe(-1);
});

test("change the password, then forgot and reset it", async ({ page }) => {
  const email = uniqueEmail("password");
  await signUpVerified(page, email, "old-password-1");
  await page.goto("/settings/security");
  const card = page.locator("section#password");
  await card.getByLabel(en.settings.password.current).fill("old-password-1");
  await card.getByLabel(en.settings.password.new, { exact: true }).fill("new-password-2");
  await card.getByLabel(en.settings.password.repeat).fill("new-password-2");
  await card.getByRole("button", { name: en.settings.password.submit }).click();
  await expect(page.getByText(en.settings.password.changed)).toBeVisible();
  // Its owner hears of it, with the way to a reset should it not have been them.
  const notice = await waitForMail(email, 2);
  expect(notice.subject).toBe(en.email.passwordChanged.subject);
  expect(linkIn(notice)).toBe(`${APP_URL}/forgot-password`);

  await signOut(page);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  // Our own sentence, naming the address, never the library's "If this email exists in our system".
  await expect(page.getByRole("heading", { name: en.checkEmail.title })).toBeVisible();
  await expect(page.getByText(`If an account uses ${email}, we sent it a link`)).toBeVisible();
  await expect(page.getByText(/If this email exists/)).toHaveCount(0);
  const mail = await waitForMail(email, 3);
  expect(mail.subject).toBe("Reset your password");
  await page.goto(linkIn(mail));
  await page.getByLabel("New password", { exact: true }).fill("reset-password-3");
  await page.getByLabel("Repeat the new password").fill("reset-password-4");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText(en.auth.validation.passwordsMismatch)).toBeVisible();
  await page.getByLabel("Repeat the new password").fill("reset-password-3");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("heading", { name: en.reset.doneTitle })).toBeVisible();
  await expect(page.getByText("Your password has been changed. You can sign in now.")).toBeVisible();
  // The token leaves the address bar with the form.
  expect(page.url()).not.toContain("token=");
  await signIn(page, email, "reset-password-3");

  // The link works once; the page says so and offers a new one.
  await page.goto(linkIn(mail));
  await expect(page.getByRole("heading", { name: en.reset.invalidTitle })).toBeVisible();
  await expect(page.getByText("This reset link is invalid or has expired.")).toBeVisible();
  await page.getByRole("link", { name: en.reset.requestNew }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
});

test("a password reset asked for in Russian is answered in Russian, mail included", async ({ page }) => {
  const email = uniqueEmail("reset-ru");
  await signUpVerified(page, email, "old-password-1");
  await signOut(page);
  await page.goto("/forgot-password?lang=0");
  await page.getByLabel(ru.common.email).fill(email);
  await page.getByRole("button", { name: ru.forgot.submit }).click();
  await expect(page.getByRole("heading", { name: ru.checkEmail.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  const mail = await waitForMail(email, 2);
  expect(mail.subject).toBe(ru.email.resetPassword.subject);
});

test("sessions: this one is marked, another device is signed out from here", async ({ page, browser }) => {
  const email = uniqueEmail("sessions");
  await signUpVerified(page, email, "session-password-1");
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, email, "session-password-1");

  await page.goto("/settings/security");
  const rows = page.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(en.settings.sessions.thisDevice);
  await page.getByRole("button", { name: en.settings.sessions.revokeOthers }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: en.settings.sessions.revokeOthers }).click();
  await expect(rows).toHaveCount(1);

  await otherPage.goto("/settings");
  await expect(otherPage.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await other.close();
});

test("delete the account with the password", async ({ page }) => {
  const email = uniqueEmail("delete");
  await signUpVerified(page, email, "delete-password-1");
  await page.goto("/settings/danger");
  await page.getByRole("button", { name: en.settings.delete.open }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog
    .getByLabel(en.settings.delete.confirmLabel.replace("{word}", en.settings.delete.confirmWord))
    .fill(en.settings.delete.confirmWord);
  await dialog.getByLabel(en.settings.delete.password).fill("delete-password-1");
  await dialog.getByRole("button", { name: en.settings.delete.submit }).click();
  await expect(page).toHaveURL(/\/goodbye$/);

  // The account is gone: its password opens nothing, and the page says so in our words.
  await page.goto("/sign-in");
  const form = page.getByRole("form", { name: "Password" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("delete-password-1");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(alertIn(page)).toHaveText(en.errors.INVALID_EMAIL_OR_PASSWORD);
});

test("a change of address is undone from the earlier address: the address comes back and every session ends", async ({ page }) => {
  const email = uniqueEmail("undo");
  await signUpVerified(page, email, "undo-password-1");
  await page.goto("/settings");
  const card = page.locator("#email");
  const newEmail = uniqueEmail("undo-new");
  await card.getByLabel(en.settings.email.newEmail).fill(newEmail);
  await card.getByRole("button", { name: en.settings.email.submit }).click();
  await expect(card.getByRole("status").filter({ hasText: newEmail })).toBeVisible();
  await page.goto(linkIn(await waitForMail(newEmail)));

  const notice = await waitForMail(email, 2);
  expect(notice.subject).toBe(en.email.emailChanged.subject);
  expect(notice.text).toContain(newEmail);
  // The link only opens a page that asks: nothing changes before the button.
  await page.goto(linkIn(notice));
  await expect(page.getByRole("heading", { name: en.undoEmail.title })).toBeVisible();
  await expect(page.getByText(en.undoEmail.lead.replace("{email}", email))).toBeVisible();
  await expectAxeClean(page, ["main"]);
  await page.getByRole("button", { name: en.undoEmail.submit }).click();
  await expect(page.getByRole("heading", { name: en.undoEmail.doneTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/undo-email-change\?done=1$/);
  await expect(page.getByRole("link", { name: en.undoEmail.newPassword })).toHaveAttribute("href", "/forgot-password");

  // This browser's session ended with the others; the earlier address signs in again.
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page, email, "undo-password-1");
  // A link that undoes works once.
  await page.goto(linkIn(notice));
  await expect(page.getByRole("heading", { name: en.undoEmail.invalidTitle })).toBeVisible();
});
