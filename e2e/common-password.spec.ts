import { messagesOf, uniqueEmail } from "./support/helpers";
import { expect, test } from "./support/test";

/** A password from the list of the most common ones is refused at sign-up, and the screen says why in its language. */
for (const [tag, code] of [
  ["de", 6],
  ["tr", 82],
] as const) {
  test(`sign-up with a common password is refused in ${tag}`, async ({ page }) => {
    const m = messagesOf(tag);
    await page.goto(`/sign-up?lang=${code}`);
    await page.getByLabel(m.common.name).fill("Common");
    await page.getByLabel(m.common.email).fill(uniqueEmail("common"));
    await page.getByLabel(m.common.password, { exact: true }).fill("password123");
    await page.getByRole("button", { name: m.signUp.submit }).click();
    await expect(page.locator("main").getByRole("alert")).toContainText(m.errors.PASSWORD_TOO_COMMON);
    await expect(page).toHaveURL(/\/sign-up/);
  });
}
