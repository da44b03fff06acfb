import { expect, test, waitForHydration, type Page } from "./support/test";
import { messagesOf, uniqueEmail } from "./support/helpers";
import { signUpPerson } from "./support/organizations";

/**
 * A page is used before its script has run (a slow phone, a slow network): the server-drawn fields take text and
 * the buttons take clicks while React has not hydrated them yet. Nothing typed is lost, and nothing sent that
 * early leaks into an address.
 */

const en = messagesOf("en");
/** English among the stored language codes. */
const ENGLISH = 3;

/** Holds back the page's scripts until the returned function is called: the page stays as the server drew it. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("a sign-in sent before the page's script has run never puts the password in the address", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/sign-in", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: en.signIn.withPassword });
  const email = uniqueEmail("early");
  await form.getByLabel(en.common.email).fill(email);
  await form.getByLabel(en.common.password).fill("early-password-1");
  const [sent] = await Promise.all([
    page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes("/sign-in")),
    form.getByRole("button", { name: en.signIn.submit }).click(),
  ]);
  expect(sent.method()).toBe("POST");
  expect(sent.url()).not.toContain("early-password-1");
  expect((await sent.response())?.status()).toBe(200);
  release();
  await expect(page).toHaveURL(/\/sign-in$/);
  // The page it comes back to works once its script has run (and hydrated: a slow machine takes a while, and a
  // click before that would be one more native post): the same attempt now gets its answer in place.
  await waitForHydration(page);
  await form.getByLabel(en.common.email).fill(email);
  await form.getByLabel(en.common.password).fill("early-password-1");
  await form.getByRole("button", { name: en.signIn.submit }).click();
  await expect(form.getByText(en.errors.INVALID_EMAIL_OR_PASSWORD)).toBeVisible();
  expect(page.url()).not.toContain("password");
});

test("a name typed before the page's script has run still gives the slug, and the organization is created", async ({ page }) => {
  await signUpPerson(page, uniqueEmail("early-typist"), "Early Typist", ENGLISH);
  const release = await holdScripts(page);
  await page.goto("/organizations/new", { waitUntil: "domcontentloaded" });
  const orgName = `Early ${Date.now().toString(36)}`;
  await page.getByLabel(en.org.create.name).fill(orgName);
  release();
  await expect(page.getByLabel(en.org.create.slug)).toHaveValue(/^early-[a-z0-9]+$/);
  await expect(page.getByText(en.org.create.slugAvailable)).toBeVisible();
  await page.getByRole("button", { name: en.org.create.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: orgName, exact: true })).toBeVisible();
});
