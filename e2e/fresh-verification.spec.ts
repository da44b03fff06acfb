import { expect, test, type Page } from "./support/test";
import { expectAxeClean } from "./support/axe";
import { ageSessionsOf } from "./support/database";
import { signUpVerified, uniqueEmail, waitForMail } from "./support/helpers";
import { virtualAuthenticator } from "./support/virtual-authenticator";

const PASSWORD = "confirm-it-is-me-3";
/** Past the 10 minutes a sign-in or a confirmation counts for. */
const ELEVEN_MINUTES = 11 * 60;

const confirmDialog = (page: Page) => page.getByRole("alertdialog", { name: "Confirm it's you" });

test("a new e-mail address after 10 minutes: 'Confirm it's you' asks, refuses a wrong password, takes a code by e-mail, then the change goes on", async ({
  page,
}) => {
  const email = uniqueEmail("fresh");
  await signUpVerified(page, email, PASSWORD);
  await ageSessionsOf(email, ELEVEN_MINUTES);
  await page.goto("/settings");
  const card = page.locator("#email");
  const newEmail = uniqueEmail("fresh-new");
  await card.getByLabel("New e-mail address").fill(newEmail);
  await card.getByRole("button", { name: "Change e-mail" }).click();

  const dialog = confirmDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Enter your password.")).toBeVisible();
  await expectAxeClean(page, ["[role=alertdialog]"]);
  await dialog.getByLabel("Password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();

  await dialog.getByRole("button", { name: "Get a code by e-mail" }).click();
  await dialog.getByRole("button", { name: "Send the code" }).click();
  const mail = await waitForMail(email, 2);
  expect(mail.subject).toBe("Your confirmation code");
  const code = /\b(\d{6})\b/.exec(mail.text)![1];
  await dialog.getByLabel("Code from the e-mail").fill(code);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
  // The change it stood in front of went on by itself: the link went to the new address.
  await expect(card.getByRole("status").filter({ hasText: newEmail })).toBeVisible();
  expect((await waitForMail(newEmail)).to).toContain(newEmail.toLowerCase());
  // Still signed in, in the same session.
  await page.reload();
  await expect(card).toBeVisible();
});

test("passkeys after 10 minutes: confirmed with the passkey itself; cancelling changes nothing and shows no error", async ({ page }) => {
  const email = uniqueEmail("fresh-passkey");
  await virtualAuthenticator(page);
  await signUpVerified(page, email, PASSWORD);
  await page.goto("/settings/security");
  const card = page.locator("#passkeys");
  await card.getByRole("button", { name: "Add a passkey" }).click();
  await expect(card.getByRole("listitem")).toHaveCount(1);

  await ageSessionsOf(email, ELEVEN_MINUTES);
  await card.getByRole("button", { name: "Rename Passkey" }).click();
  const rename = page.getByRole("alertdialog", { name: "Rename this passkey" });
  await rename.getByRole("textbox", { name: "Name" }).fill("Desk key");
  await rename.getByRole("button", { name: "Save" }).click();
  const dialog = confirmDialog(page);
  await expect(dialog.getByText("Your browser will ask you to pick one of your passkeys.")).toBeVisible();
  await expect(dialog.getByRole("navigation", { name: "Other ways" })).toContainText("Use your password");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(rename.getByRole("alert")).toHaveCount(0);
  await rename.getByRole("button", { name: "Cancel" }).click();
  await expect(card.getByRole("listitem")).not.toContainText("Desk key");

  await card.getByRole("button", { name: "Remove Passkey" }).click();
  await page.getByRole("alertdialog", { name: "Remove this passkey?" }).getByRole("button", { name: "Remove" }).click();
  await confirmDialog(page).getByRole("button", { name: "Continue with a passkey" }).click();
  await expect(card.getByText("No passkeys yet.")).toBeVisible();
});
