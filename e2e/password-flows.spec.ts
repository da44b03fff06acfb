import { expect, test } from "@playwright/test";
import { linkIn, signIn, signUpVerified, uniqueEmail, waitForMail, signOut } from "./support/helpers";

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

test("a wrong password and an unverified address are explained in words", async ({ page }) => {
  await page.goto("/sign-up");
  const email = uniqueEmail("unverified");
  await page.getByLabel("Name").fill("Unverified");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("some-password-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await waitForMail(email);
  await page.goto("/sign-in");
  const form = page.getByRole("form", { name: "Password" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password").fill("some-password-1");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("main").getByRole("alert")).toContainText("Email not verified");
  // A fresh verification mail is sent before the refusal.
  await waitForMail(email, 2);
  await form.getByLabel("Password").fill("wrong-password-1");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText("Invalid email or password");
});

test("change the password, then forgot and reset it", async ({ page }) => {
  const email = uniqueEmail("password");
  await signUpVerified(page, email, "old-password-1");
  await page.goto("/settings");
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Password" }) });
  await section.getByLabel("Current password").fill("old-password-1");
  await section.getByLabel("New password").fill("new-password-2");
  await section.getByRole("button", { name: "Change password" }).click();
  await expect(section.getByRole("status")).toHaveText("Your password has been changed.");

  await signOut(page);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If this email exists in our system, check your email for the reset link")).toBeVisible();
  const mail = await waitForMail(email, 2);
  expect(mail.subject).toBe("Reset your password");
  await page.goto(linkIn(mail));
  await page.getByLabel("New password", { exact: true }).fill("reset-password-3");
  await page.getByLabel("Repeat the new password").fill("reset-password-3");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password has been changed. You can sign in now.")).toBeVisible();
  await signIn(page, email, "reset-password-3");

  // The link works once.
  await page.goto(linkIn(mail));
  await expect(page.getByText("This reset link is invalid or has expired.")).toBeVisible();
});

test("sessions: this one is marked, another device is signed out from here", async ({ page, browser }) => {
  const email = uniqueEmail("sessions");
  await signUpVerified(page, email, "session-password-1");
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, email, "session-password-1");

  await page.goto("/settings");
  const rows = page.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "This session" })).toHaveCount(1);
  await page.getByRole("button", { name: "Sign out of all other sessions" }).click();
  await expect(rows).toHaveCount(1);

  await otherPage.goto("/settings");
  await expect(otherPage.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await other.close();
});

test("delete the account with the password", async ({ page }) => {
  const email = uniqueEmail("delete");
  await signUpVerified(page, email, "delete-password-1");
  await page.goto("/settings");
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Delete account" }) });
  await section.getByLabel("Type DELETE to confirm").fill("DELETE");
  await section.getByLabel("Confirm with your password").fill("delete-password-1");
  await section.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  const form = page.getByRole("form", { name: "Password" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password").fill("delete-password-1");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText("Invalid email or password");
});
