import { expect, test, type Page, type Route } from "./support/test";
import { expectAxeClean } from "./support/axe";
import { messagesOf, signUpInLanguage, uniqueEmail } from "./support/helpers";
import { APP_URL } from "./support/ports";

/** The eight languages with their numeric codes (stored as the user's language). */
const LANGUAGES = { ru: 0, uk: 1, en: 3, es: 4, de: 6, pl: 15, fr: 16, tr: 82 } as const;

/** The header's bar keeps one row: every item's box sits on the bar's single line and nothing overflows it. */
async function expectOneRow(page: Page) {
  const nav = page
    .getByRole("navigation", { name: messagesOf((await page.locator("html").getAttribute("lang")) ?? "en").nav.mainNav })
    .first();
  const layout = await nav.evaluate((el) => {
    const bar = el.getBoundingClientRect();
    const items = [...el.querySelectorAll("a, button")].map((n) => n.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
    return {
      height: bar.height,
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      outside: items.filter((r) => r.top < bar.top - 1 || r.bottom > bar.bottom + 1).length,
      rows: new Set(items.map((r) => Math.round(r.top + r.height / 2))).size,
    };
  });
  expect(layout.height).toBeLessThanOrEqual(64);
  expect(layout.outside).toBe(0);
  expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
  // Items differ in height (avatar, buttons, links) but share one centre line, give or take a pixel.
  expect(layout.rows).toBeLessThanOrEqual(2);
}

test.describe("the header at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("keeps one row in every language, signed out", async ({ page, context }) => {
    for (const tag of Object.keys(LANGUAGES)) {
      await context.addCookies([{ name: "NEXT_LOCALE", value: tag, url: APP_URL }]);
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", tag);
      await expectOneRow(page);
    }
  });

  test("keeps one row in every language, signed in with a long organization name", async ({ page }) => {
    await signUpInLanguage(page, uniqueEmail("header"), LANGUAGES.ru);
    const res = await page.request.post("/api/auth/organization/create", {
      headers: { origin: APP_URL },
      data: { name: "Международная торгово-промышленная компания", slug: `long-${Date.now().toString(36)}` },
    });
    expect(res.status()).toBe(200);
    const { slug } = (await res.json()) as { slug: string };
    for (const [tag, code] of Object.entries(LANGUAGES)) {
      // A choice as the language menu makes it: stored on the account and remembered by this browser's cookie.
      const update = await page.request.post("/api/auth/update-user", { headers: { origin: APP_URL }, data: { locale: code } });
      expect(update.status()).toBe(200);
      await page.context().addCookies([{ name: "NEXT_LOCALE", value: tag, url: APP_URL }]);
      for (const path of [`/orgs/${slug}`, "/pricing"]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", tag);
        await expectOneRow(page);
      }
    }
  });
});

test("the notifications region is named in the page's language", async ({ page, context }) => {
  for (const tag of Object.keys(LANGUAGES)) {
    await context.addCookies([{ name: "NEXT_LOCALE", value: tag, url: APP_URL }]);
    await page.goto("/");
    const name = messagesOf(tag).common.notifications;
    await expect(page.getByRole("region", { name: new RegExp(`^${name} `) })).toHaveCount(1);
  }
});

test.describe("accessibility", () => {
  for (const theme of ["light", "dark"] as const) {
    for (const path of ["/", "/no-such-page", "/sign-in"]) {
      test(`${path} has no serious or critical axe violation in ${theme} mode`, async ({ page, context }) => {
        await context.addCookies([{ name: "theme", value: theme, url: APP_URL }]);
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expectAxeClean(page);
      });
    }
  }
});

test("with reduced motion, the system theme's switch changes the colours at once, starting no transition", async ({ page }) => {
  // Playwright's config asks for reduced motion; the page follows the system's scheme (no theme cookie).
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const bodyColour = () => page.evaluate(() => getComputedStyle(document.body).color);
  const light = await bodyColour();
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await bodyColour(), "the text turns light on the dark page").not.toBe(light);
  const transitions = await page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length);
  expect(transitions, "transitions running after the switch").toBe(0);
});

test("the menus work from the keyboard and the favicon is served", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const language = page.getByRole("button", { name: /^Language: / });
  await language.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(language).toBeFocused();
  expect((await page.request.get("/favicon.ico")).status()).toBe(200);
  expect((await page.request.get("/icon.svg")).status()).toBe(200);
  expect((await page.request.get("/apple-icon.png")).status()).toBe(200);
});

test("the phone header opens a sheet with the links, language and theme", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await expect(sheet).toBeVisible();
  await sheet.getByRole("button", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await sheet.getByRole("button", { name: "Русский" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
});

test("the public pages' links navigate in place, prefetch on intent, and leave a modified click to the browser", async ({
  page,
  context,
}) => {
  await page.goto("/sign-in");
  // A full page load would drop this mark; a navigation by the app router keeps it.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const prefetched = page.waitForRequest((r) => r.headers()["next-router-prefetch"] === "1" && r.url().includes("/sign-up"));
  const toSignUp = page.getByRole("main").getByRole("link", { name: "Sign up" });
  await toSignUp.hover();
  await prefetched;
  await toSignUp.click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

  // Ctrl+click opens the page in a new tab, as with any link, and this page stays where it is.
  const opened = context.waitForEvent("page");
  await page
    .getByRole("main")
    .getByRole("link", { name: "Sign in" })
    .click({ modifiers: ["Control"] });
  const tab = await opened;
  // A new tab starts at about:blank and only then loads the link: wait for the link's page, not the first load.
  await tab.waitForURL((url) => url.pathname === "/sign-in");
  await expect(page).toHaveURL(/\/sign-up$/);
  await tab.close();
});

/**
 * Holds back the JavaScript chunks whose code matches `pattern` (until the returned function is called), as a slow
 * network would: the page is then hydrated while those chunks are still on their way.
 */
async function holdChunks(page: Page, pattern: RegExp) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  // Routes added later are asked first: a later hold takes over from this one.
  await page.route("**/_next/static/chunks/**", async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (pattern.test(body)) await gate;
    await route.fulfill({ response, body });
  });
  return release;
}

test("the signed-in header's controls are drawn by the server and keep a press or the focus given before their code came", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpInLanguage(page, uniqueEmail("early-press"), LANGUAGES.en);
  const slug = `early-${Date.now()}`;
  const created = await page.request.post("/api/auth/organization/create", {
    headers: { origin: APP_URL },
    data: { name: "Early Birds", slug },
  });
  expect(created.status()).toBe(200);
  const nav = page.getByRole("navigation", { name: "Main" });
  // The chunks that export the account menu and the switcher (export names stay in the production build).
  const controls = /\["(AccountMenu|OrgSwitcher)",/;

  const account = nav.getByRole("button", { name: "Account", exact: true });

  // The switcher names the organization of the page asked for, before its own code has come, and the server's
  // drawing looks exactly like the controls that replace it (which mark their buttons aria-expanded).
  let release = await holdChunks(page, controls);
  await page.goto(`/orgs/${slug}`);
  await expect(nav.getByRole("button", { name: "Switch account: Early Birds" })).toBeVisible();
  await expect(account).not.toHaveAttribute("aria-expanded");
  const drawn = await nav.screenshot();
  release();
  await expect(account).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("button", { name: "Switch account: Early Birds" })).toHaveAttribute("aria-expanded", "false");
  expect((await nav.screenshot()).equals(drawn), "the swap changes nothing on screen").toBe(true);

  release = await holdChunks(page, controls);
  await page.reload();
  await account.click();
  await expect(page.getByRole("menuitem", { name: "Sign out" })).toHaveCount(0);
  release();
  // The press is kept: the menu opens once its code is there.
  await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
  await page.keyboard.press("Escape");

  // On the pricing page it says whom purchases are for; the focus given early stays on it.
  release = await holdChunks(page, controls);
  await page.goto("/pricing");
  const switcher = nav.getByRole("button", { name: /^Switch account: / });
  await expect(switcher).toHaveAccessibleName("Switch account: Purchases for Personal account");
  await switcher.focus();
  release();
  // The focus moves on to the switcher that came in place of the drawing.
  await expect(switcher).toHaveAttribute("aria-expanded", "false");
  await expect(switcher).toBeFocused();
  await page.keyboard.press("Enter");
  await page.getByRole("option", { name: /Early Birds/ }).click();
  // A client-side navigation: the switcher, now the app's own, follows the address.
  await expect(page).toHaveURL(new RegExp(`/pricing\\?org=${slug}$`));
  await expect(switcher).toHaveAccessibleName("Switch account: Purchases for Early Birds");
});
