import { expect, test, type Page } from "./support/test";
import de from "../messages/de.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import ru from "../messages/ru.json" with { type: "json" };
import fr from "../messages/fr.json" with { type: "json" };
import tr from "../messages/tr.json" with { type: "json" };
import { linkIn, uniqueEmail, waitForMail } from "./support/helpers";
import { APP_URL } from "./support/ports";

// The browser asks for German: every choice below has to beat it.
test.use({ locale: "de-DE" });

/** The language cookie as the browser holds it. */
async function localeCookie(page: Page) {
  return (await page.context().cookies(APP_URL)).find((c) => c.name === "NEXT_LOCALE")?.value;
}

/** A verified user with a stored language, signed up through the API in its own browser context. */
async function storedUser(page: Page, code: number) {
  const email = uniqueEmail("stored");
  const res = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: APP_URL },
    data: { email, password: "language-password-1", name: "Lang User", locale: code },
  });
  expect(res.status()).toBe(200);
  await page.request.get(linkIn(await waitForMail(email)));
  await page.context().clearCookies();
  return email;
}

async function signInThroughForm(page: Page, email: string, m: typeof en) {
  const form = page.getByRole("form", { name: m.signIn.withPassword });
  await form.getByLabel(m.common.email).fill(email);
  await form.getByLabel(m.common.password, { exact: true }).fill("language-password-1");
  await form.getByRole("button", { name: m.signIn.submit }).click();
}

test("a German visitor gets German screens and a German verification mail", async ({ page }) => {
  await page.goto("/sign-up");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { name: de.signUp.title })).toBeVisible();
  const email = uniqueEmail("deutsch");
  await page.getByLabel(de.common.name).fill("Dieter");
  await page.getByLabel(de.common.email).fill(email);
  await page.getByLabel(de.common.password, { exact: true }).fill("passwort-1234");
  await page.getByRole("button", { name: de.signUp.submit }).click();
  await expect(page.getByRole("heading", { name: de.checkEmail.title })).toBeVisible();
  const mail = await waitForMail(email);
  expect(mail.subject).toBe(de.email.verifyEmail.subject);
  await page.goto(linkIn(mail));
  await expect(page.getByText(de.verify.success)).toBeVisible();
});

test("?lang=0 on /sign-in keeps the next page, reached by a click, wholly Russian", async ({ page }) => {
  await page.goto("/sign-in?lang=0");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  expect(await localeCookie(page)).toBe("ru");
  // A client-side navigation: the layout's messages and the page's must agree.
  await page.locator("main").getByRole("link", { name: ru.common.signUp }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole("heading", { name: ru.signUp.title })).toBeVisible();
  await expect(page.getByLabel(ru.common.name)).toBeVisible();
  await expect(page.locator("main")).toContainText(ru.signUp.haveAccount);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  for (const word of [en.signUp.haveAccount, en.signUp.title, de.signUp.title, de.signUp.haveAccount, de.common.name]) {
    await expect(page.locator("body")).not.toContainText(word);
  }
  // And a full load without ?lang= too.
  await page.goto("/forgot-password");
  await expect(page.getByRole("heading", { name: ru.forgot.title })).toBeVisible();
});

test("the most recent explicit choice wins: the menu, then ?lang=, then the menu again", async ({ page }) => {
  await page.goto("/sign-in?lang=fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.goto("/sign-in");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.getByRole("button", { name: `${fr.common.language}: Français` }).click();
  await page.getByRole("menuitemradio", { name: "Polski" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  // A ?lang= link chosen after the menu wins over the menu's cookie, and stays.
  await page.goto("/sign-in?lang=82");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await page.locator("main").getByRole("link", { name: tr.common.signUp }).click();
  await expect(page.getByRole("heading", { name: tr.signUp.title })).toBeVisible();
  // A ?lang= that names no language of ours changes nothing.
  await page.goto("/sign-in?lang=klingon");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  expect(await localeCookie(page)).toBe("tr");
});

test("Russian chosen while signed out stays after signing in, and is stored on the user", async ({ page, browser }) => {
  const email = await storedUser(page, 3);
  await page.goto("/sign-in");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.getByRole("button", { name: `${de.common.language}: Deutsch` }).click();
  await page.getByRole("menuitemradio", { name: "Русский" }).click();
  await expect(page.getByRole("heading", { name: ru.signIn.title })).toBeVisible();
  await signInThroughForm(page, email, ru);
  await expect(page).not.toHaveURL(/\/sign-in/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/settings/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  const session = await (await page.request.get("/api/auth/get-session")).json();
  expect(session.user.locale).toBe(0);

  // Another browser that never chose gets the stored Russian at sign-in, and keeps it after signing out.
  const other = await browser.newContext({ locale: "de-DE" });
  const otherPage = await other.newPage();
  await otherPage.goto("/sign-in");
  await expect(otherPage.locator("html")).toHaveAttribute("lang", "de");
  await signInThroughForm(otherPage, email, de);
  await expect(otherPage).not.toHaveURL(/\/sign-in/);
  await expect(otherPage.locator("html")).toHaveAttribute("lang", "ru");
  expect(await localeCookie(otherPage)).toBe("ru");
  await other.close();
});

test("signing out keeps the language of the session", async ({ page }) => {
  const email = await storedUser(page, 82);
  await page.goto("/sign-in");
  await signInThroughForm(page, email, de);
  await expect(page).not.toHaveURL(/\/sign-in/);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await page.getByRole("navigation", { name: tr.nav.mainNav }).getByRole("button", { name: tr.nav.account, exact: true }).click();
  await page.getByRole("menuitem", { name: tr.common.signOut }).click();
  await expect(page.getByRole("heading", { name: tr.signIn.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
});

test("the error of a sign-in is in the page's language, in our words", async ({ page }) => {
  await page.goto("/sign-in?lang=0");
  await signInThroughForm(page, uniqueEmail("nobody"), ru);
  await expect(page.locator("main").getByRole("alert")).toHaveText(ru.errors.INVALID_EMAIL_OR_PASSWORD);
  await page.goto("/sign-in?lang=de&error=TOKEN_EXPIRED");
  await expect(page.locator("main").getByRole("alert")).toHaveText(de.errors.TOKEN_EXPIRED);
});
