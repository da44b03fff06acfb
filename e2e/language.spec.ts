import { expect, test } from "@playwright/test";
import de from "../messages/de.json" with { type: "json" };
import { linkIn, uniqueEmail, waitForMail } from "./support/helpers";

test.use({ locale: "de-DE" });

test("a German visitor gets German screens and a German verification mail", async ({ page }) => {
  await page.goto("/sign-up");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { name: de.signUp.title })).toBeVisible();
  const email = uniqueEmail("deutsch");
  await page.getByLabel(de.common.name).fill("Dieter");
  await page.getByLabel(de.common.email).fill(email);
  await page.getByLabel(de.common.password).fill("passwort-1234");
  await page.getByRole("button", { name: de.signUp.submit }).click();
  await expect(page.getByRole("heading", { name: de.checkEmail.title })).toBeVisible();
  const mail = await waitForMail(email);
  expect(mail.subject).toBe(de.email.verifyEmail.subject);
  await page.goto(linkIn(mail));
  await expect(page.getByText(de.verify.success)).toBeVisible();
});

test("the switcher changes the language and ?lang= picks one", async ({ page }) => {
  // ?lang= comes before Accept-Language…
  await page.goto("/sign-in?lang=fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.goto("/sign-in");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  // …and the switcher's cookie before both.
  await page.getByRole("button", { name: `${de.common.language}: Deutsch` }).click();
  await page.getByRole("menuitemradio", { name: "Polski" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await page.goto("/sign-in?lang=fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
});
