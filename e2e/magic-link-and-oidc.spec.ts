import { expect, test } from "@playwright/test";
import { linkIn, setOidcIdentity, signUpVerified, uniqueEmail, waitForMail } from "./support/helpers";

test("magic link: a first sign-in creates the account", async ({ page }) => {
  const email = uniqueEmail("magic");
  await page.goto("/sign-in");
  const form = page.getByRole("form", { name: "E-mail link" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByText(`We sent a sign-in link to ${email}`)).toBeVisible();
  const mail = await waitForMail(email);
  expect(mail.subject).toBe("Your sign-in link");
  await page.goto(linkIn(mail));
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  // Signed up without a password: settings offer to set one.
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Set a password" })).toBeVisible();
  await page.getByLabel("New password").fill("magic-password-1");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("heading", { name: "Password", exact: true })).toBeVisible();
});

test("OpenID Connect sign-in against a local provider", async ({ page }) => {
  const email = uniqueEmail("oidc");
  await setOidcIdentity({ sub: `sub-${email}`, email, name: "Olga OIDC" });
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Continue with Local OIDC" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Olga OIDC" })).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByTestId("account-row")).toHaveCount(1);
  await expect(page.getByTestId("account-row")).toContainText("Local OIDC");
  // The only account cannot be unlinked.
  await page.getByRole("button", { name: "Unlink Local OIDC" }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText("You can't unlink your last account");
});

test("link and unlink an OpenID Connect account", async ({ page }) => {
  const email = uniqueEmail("link");
  await signUpVerified(page, email, "link-password-1");
  await setOidcIdentity({ sub: `sub-${email}`, email, name: "Linked" });
  await page.goto("/settings");
  await page.getByRole("button", { name: "Link Local OIDC" }).click();
  await expect(page.getByRole("heading", { name: "Account settings" })).toBeVisible();
  const rows = page.getByTestId("account-row");
  await expect(rows).toHaveCount(2);
  await page.getByRole("button", { name: "Unlink Local OIDC" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("E-mail and password");
});
