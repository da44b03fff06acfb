import * as OTPAuth from "otpauth";
import { expect, test, type Page } from "./support/test";
import { expectAxeClean } from "./support/axe";
import { signOut, signUpVerified, uniqueEmail, waitForMail } from "./support/helpers";
import { virtualAuthenticator } from "./support/virtual-authenticator";

const PASSWORD = "two-steps-ahead-7";

/** The authenticator app: the key the setup screen shows, read as a person would type it in. */
async function addToApp(page: Page) {
  const key = (await page.locator("#two-factor code").textContent())!.replace(/\s+/g, "");
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), digits: 6, period: 30 });
  return (steps = 0) => totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

async function passwordSignIn(page: Page, email: string) {
  await page.goto("/sign-in?next=%2Fsettings%2Fsecurity");
  const form = page.getByRole("form", { name: "Password" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/two-factor\?callbackURL=%2Fsettings%2Fsecurity$/);
}

test("two-step sign-in: turned on from the security settings, asked at sign-in, answered by app, backup or e-mail code", async ({
  page,
}) => {
  const email = uniqueEmail("two-step");
  await signUpVerified(page, email, PASSWORD);
  await page.goto("/settings/security");
  const card = page.locator("#two-factor");
  await expect(card.getByText("Off", { exact: true })).toBeVisible();

  await card.getByRole("button", { name: "Turn on" }).click();
  await card.getByLabel("Password").fill(PASSWORD);
  await card.getByRole("button", { name: "Continue" }).click();
  await expect(card.getByRole("img", { name: "QR code to add this account to an authenticator app" })).toBeVisible();
  await expectAxeClean(page, ["main"]);
  const code = await addToApp(page);
  await card.getByLabel("6-digit code from the app").fill("000000");
  await card.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(card.getByRole("alert")).toContainText("not right");
  await card.getByLabel("6-digit code from the app").fill(code());
  await card.getByRole("button", { name: "Confirm and turn on" }).click();

  const list = card.getByRole("list", { name: "Backup codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const backup = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toBe("backup-codes.txt");
  await card.getByRole("button", { name: "I have saved them" }).click();
  await expect(card.getByText("On", { exact: true })).toBeVisible();
  expect((await waitForMail(email, 2)).subject).toBe("Two-step sign-in was turned on");

  // The password alone opens no session: the second step's screen, signed out until it is answered.
  await signOut(page);
  await passwordSignIn(page, email);
  expect((await page.request.get("/api/auth/get-session")).status()).toBe(200);
  expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
  await expect(page.getByLabel("6-digit code from the app")).toHaveAttribute("autocomplete", "one-time-code");
  await expectAxeClean(page, ["main"]);
  await page.getByLabel("6-digit code from the app").fill(code(1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);

  // A backup code, once.
  await signOut(page);
  await passwordSignIn(page, email);
  await page.getByRole("button", { name: "Use a backup code" }).click();
  await page.getByLabel("Backup code").fill(backup[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);

  // A code by e-mail.
  await signOut(page);
  await passwordSignIn(page, email);
  await page.getByRole("button", { name: "Send a code by e-mail" }).click();
  await expect(page.getByText("Code sent. Check your inbox.")).toBeVisible();
  const mail = await waitForMail(email, 3);
  expect(mail.subject).toBe("Your sign-in code");
  await page.getByLabel("Code from the e-mail").fill(mail.text.match(/\b(\d{6})\b/)![1]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);

  // Turned off with the password; the owner is told.
  await card.getByRole("button", { name: "Turn off" }).click();
  await card.getByLabel("Password").fill(PASSWORD);
  await card.getByRole("button", { name: "Turn off" }).click();
  await expect(card.getByText("Off", { exact: true })).toBeVisible();
  expect((await waitForMail(email, 4)).subject).toBe("Two-step sign-in was turned off");
});

test("passkeys: added, renamed, offered by the e-mail field to sign in, answering the second step, then removed", async ({ page }) => {
  const email = uniqueEmail("passkey");
  const answers = await virtualAuthenticator(page);
  await signUpVerified(page, email, PASSWORD);
  await page.goto("/settings/security");
  const card = page.locator("#passkeys");
  await expect(card.getByText("No passkeys yet.")).toBeVisible();
  await card.getByRole("button", { name: "Add a passkey" }).click();
  const row = card.getByRole("listitem");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("not used yet");
  await expectAxeClean(page, ["main"]);

  await row.getByRole("button", { name: "Rename Passkey" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("textbox", { name: "Name" }).fill("Work laptop");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(row).toContainText("Work laptop");

  // The passkey alone signs in: offered by the e-mail field's suggestions (conditional mediation), which the
  // virtual authenticator answers at once as a person picking it would.
  await signOut(page);
  await page.goto("/sign-in?next=%2Fsettings%2Fsecurity");
  await expect(page).toHaveURL(/\/settings\/security$/);
  await expect(card.getByRole("listitem")).toContainText("last used");

  // With two-step sign-in on, the passkey answers the second step.
  const twoFactor = page.locator("#two-factor");
  await twoFactor.getByRole("button", { name: "Turn on" }).click();
  await twoFactor.getByLabel("Password").fill(PASSWORD);
  await twoFactor.getByRole("button", { name: "Continue" }).click();
  const code = await addToApp(page);
  await twoFactor.getByLabel("6-digit code from the app").fill(code());
  await twoFactor.getByRole("button", { name: "Confirm and turn on" }).click();
  await twoFactor.getByRole("button", { name: "I have saved them" }).click();
  // The password this time: the authenticator stays silent, so the e-mail field's passkey offer (which starts as
  // soon as signing out lands on the sign-in page) waits unanswered.
  await answers(false);
  await signOut(page);
  await passwordSignIn(page, email);
  await answers(true);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);

  await card.getByRole("button", { name: "Remove Work laptop" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(card.getByText("No passkeys yet.")).toBeVisible();
});
