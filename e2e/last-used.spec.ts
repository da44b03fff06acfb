import { expect, test } from "./support/test";
import { expectAxeClean } from "./support/axe";
import { signIn, signOut, signUpVerified, uniqueEmail } from "./support/helpers";
import { layoutDefects } from "./support/walk-layout";

const PASSWORD = "remember-my-way-5";

test("the sign-in page marks the way last used, and the sessions list says how each session signed in", async ({ page }) => {
  const email = uniqueEmail("last-used");
  await signUpVerified(page, email, PASSWORD);
  await signOut(page);
  await signIn(page, email, PASSWORD);
  await page.goto("/settings/security");
  const sessions = page.locator("#sessions");
  await expect(sessions.getByRole("listitem").filter({ hasText: "This device" })).toContainText("Password");

  await signOut(page);
  await page.goto("/sign-in");
  const mark = page.getByTestId("last-used");
  await expect(mark).toHaveCount(1);
  await expect(mark).toContainText("Last used");
  await expect(mark).toContainText("Password");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await layoutDefects(page), `at ${width} px`).toEqual([]);
  }
  await expectAxeClean(page, ["main"]);
});
