import { expect, test } from "./support/test";
import en from "../messages/en.json" with { type: "json" };
import tr from "../messages/tr.json" with { type: "json" };
import { linkIn, setOidcIdentity, signUpVerified, uniqueEmail, waitForMail } from "./support/helpers";

test("magic link: one e-mail field for both ways, and a first sign-in creates the account", async ({ page }) => {
  const email = uniqueEmail("magic");
  await page.goto("/sign-in");
  // Typed under the password tab, the address is still there under the link tab.
  await page.getByRole("form", { name: "Password" }).getByLabel("E-mail").fill(email);
  await page.getByText("E-mail link", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "E-mail link" })).toBeChecked();
  const form = page.getByRole("form", { name: "E-mail link" });
  await expect(form.getByLabel("E-mail")).toHaveValue(email);
  await expect(page.getByRole("form", { name: "Password" })).toHaveCount(0);
  await form.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByText(`We sent a sign-in link to ${email}`)).toBeVisible();
  const mail = await waitForMail(email);
  expect(mail.subject).toBe("Your sign-in link");
  await page.goto(linkIn(mail));
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  // Signed up without a password: settings offer to set one.
  await page.goto("/settings/security");
  const card = page.locator("section#password");
  await expect(card.getByRole("heading", { name: en.settings.password.setTitle })).toBeVisible();
  await card.getByLabel(en.settings.password.new, { exact: true }).fill("magic-password-1");
  await card.getByLabel(en.settings.password.repeat).fill("magic-password-1");
  await card.getByRole("button", { name: en.settings.password.setSubmit }).click();
  await expect(card.getByRole("heading", { name: en.settings.password.title, exact: true })).toBeVisible();

  // The link works once: opened again, the sign-in page explains it in our words.
  await page.context().clearCookies();
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/sign-in\?error=INVALID_TOKEN/);
  await expect(page.locator("main").getByRole("alert")).toHaveText(en.errors.INVALID_TOKEN);
});

test("magic link in Turkish: the screens, the check-email page and the mail", async ({ page }) => {
  const email = uniqueEmail("magic-tr");
  await page.goto("/sign-in?lang=82");
  // The choice of method works from the keyboard: arrow keys move it.
  await page.getByRole("radio", { name: tr.signIn.withPassword }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: tr.signIn.withMagicLink })).toBeChecked();
  const form = page.getByRole("form", { name: tr.signIn.withMagicLink });
  // An address the browser would refuse is explained in Turkish, not by a browser popup.
  await form.getByLabel(tr.common.email).fill("ada@");
  await form.getByRole("button", { name: tr.signIn.sendMagicLink }).click();
  await expect(form.getByText(tr.auth.validation.emailInvalid)).toBeVisible();
  await form.getByLabel(tr.common.email).fill(email);
  await form.getByRole("button", { name: tr.signIn.sendMagicLink }).click();
  await expect(page.getByRole("heading", { name: tr.checkEmail.title })).toBeVisible();
  const mail = await waitForMail(email);
  expect(mail.subject).toBe(tr.email.magicLink.subject);
});

test("OpenID Connect sign-in against a local provider", async ({ page }) => {
  const email = uniqueEmail("oidc");
  await setOidcIdentity({ sub: `sub-${email}`, email, name: "Olga OIDC" });
  await page.goto("/sign-in");
  const button = page.getByRole("button", { name: "Continue with Local OIDC" });
  // The provider's mark is drawn beside its name.
  await expect(button.locator("svg")).toHaveCount(1);
  await button.click();
  await expect(page.getByRole("heading", { name: "Welcome, Olga OIDC" })).toBeVisible();
  await page.goto("/settings/accounts");
  const rows = page.getByTestId("account-row");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Local OIDC");
  // The only way to sign in cannot be unlinked, and the page says why.
  await expect(rows.getByRole("button", { name: "Unlink Local OIDC" })).toHaveAttribute("aria-disabled", "true");
  await expect(rows).toContainText(en.settings.accounts.lastMethod);
});

test("a provider's refusal comes back to the sign-in page as a sentence of ours", async ({ page }) => {
  await page.goto("/sign-in?error=account_not_linked");
  await expect(page.locator("main").getByRole("alert")).toHaveText(en.errors.account_not_linked);
  // A code we do not know, or one that is not a code at all, gets the general sentence, never the raw value.
  for (const code of ["something_new", "constructor", "<b>x</b>"]) {
    await page.goto(`/sign-in?error=${encodeURIComponent(code)}`);
    await expect(page.locator("main").getByRole("alert")).toHaveText(en.errors.generic);
  }
});

test("link and unlink an OpenID Connect account", async ({ page }) => {
  const email = uniqueEmail("link");
  await signUpVerified(page, email, "link-password-1");
  await setOidcIdentity({ sub: `sub-${email}`, email, name: "Linked" });
  await page.goto("/settings/accounts");
  await page.getByRole("button", { name: "Link Local OIDC" }).click();
  await expect(page.getByRole("heading", { name: en.settings.title, level: 1 })).toBeVisible();
  const rows = page.getByTestId("account-row");
  await expect(rows).toHaveCount(2);
  await page.getByRole("button", { name: "Unlink Local OIDC" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: en.settings.accounts.unlink }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(en.settings.accounts.credential);
});
