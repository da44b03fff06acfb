import { expect, test, type Page } from "./support/test";
import { expectAxeClean } from "./support/axe";
import { BENEFIT_TRANSLATIONS, METER_TRANSLATIONS, PRODUCT_TRANSLATIONS } from "../emulator/seed-translations";
import { messagesOf, signUpInLanguage, uniqueEmail } from "./support/helpers";
import { polarControl } from "./support/polar";
import { APP_URL } from "./support/ports";

/**
 * The billing screens as designed: pricing, billing and the gated demo in English and Russian, at 1280 and
 * 390 px, in light and dark mode. Each view fits its width, passes axe with no serious or critical
 * violation, and leaves a screenshot in test-results/screens/ for people to look at.
 */
const LANGUAGES = { en: 3, ru: 0 } as const;
const WIDTHS = [1280, 390] as const;
const THEMES = ["light", "dark"] as const;

/** Axe on the page's own content (the header is checked by the shell's spec). */
const expectAccessible = (page: Page) => expectAxeClean(page, ["#main"]);

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Opens a page in each width and theme: fits, axe-clean, screenshot kept. */
async function walk(page: Page, path: string, name: string, tag: string, ready: (page: Page) => Promise<void>) {
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      await page.context().addCookies([{ name: "theme", value: theme, url: APP_URL }]);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await ready(page);
      await expect(page.locator("html")).toHaveClass(new RegExp(theme));
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/screens/${name}-${tag}-${width}-${theme}.png`, fullPage: true });
    }
  }
}

for (const [tag, code] of Object.entries(LANGUAGES)) {
  const m = messagesOf(tag);
  const name = (english: string) => PRODUCT_TRANSLATIONS[english][tag]?.name ?? english;
  const benefit = (english: string) => BENEFIT_TRANSLATIONS[english][tag]?.description ?? english;

  test(`${tag}: the pricing page, designed and accessible at 1280 and 390 px, light and dark`, async ({ page }) => {
    await signUpInLanguage(page, uniqueEmail(`pricing-${tag}`), code);
    await walk(page, "/pricing", "pricing", tag, async (p) => {
      await expect(p.getByRole("heading", { level: 1, name: m.billing.pricingTitle })).toBeVisible();
      const pro = p.getByRole("article", { name: name("Pro monthly") });
      // Translated by the seller, highlighted as recommended, priced without a needless ".00".
      await expect(pro).toContainText(m.billing.recommended);
      await expect(pro).toContainText(PRODUCT_TRANSLATIONS["Pro monthly"][tag]?.description ?? "Everything in Free");
      await expect(pro).toContainText(/15\s?\$|\$15(?![.,]\d)/);
      await expect(p.getByRole("region", { name: m.billing.buyingForLabel })).toContainText(m.billing.personalAccount);
      // The metered price names its meter, and the plan its benefits, as the seller translated them.
      const usage = p.getByRole("article", { name: name("Usage-based API") });
      await expect(usage).toContainText(METER_TRANSLATIONS["API calls"][tag]?.name ?? "API calls");
      await expect(usage).toContainText(benefit("1,000 API calls each month"));
    });
    // The yearly switch is a radio group that the keyboard moves.
    await page.getByRole("radio", { name: m.billing.monthly }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: m.billing.yearly })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByRole("article", { name: name("Pro yearly") })).toBeVisible();

    // Buying for an organization instead: the menu loads when asked for and is used from the keyboard.
    const orgName = `Studio ${tag}`;
    const created = await page.request.post("/api/auth/organization/create", {
      headers: { origin: APP_URL },
      data: { name: orgName, slug: `pricing-${tag}-${Date.now().toString(36)}` },
    });
    expect(created.status()).toBe(200);
    await page.goto("/pricing");
    const change = page.getByRole("button", { name: m.billing.changeBuyer, exact: true });
    await change.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toContainText(m.billing.buyFor);
    await page.getByRole("menuitem", { name: orgName }).click();
    await expect(page).toHaveURL(/[?&]org=/);
    await expect(page.getByTestId("buyer-name")).toHaveText(orgName);
  });

  test(`${tag}: billing and the unlocked demo, designed and accessible at 1280 and 390 px, light and dark`, async ({ page }) => {
    const email = uniqueEmail(`billing-${tag}`);
    await signUpInLanguage(page, email, code);
    // Locked first: an empty state that says why and leads to the plans.
    await page.goto("/demo");
    await expect(page.getByText(m.demo.locked)).toBeVisible();
    await expectAccessible(page);

    const session = await (await page.request.get("/api/auth/get-session")).json();
    await polarControl("/__emulator/trigger/subscribe", {
      product: "Usage-based API",
      customer_email: email,
      external_customer_id: session.user.id,
    });
    await polarControl("/__emulator/flush");

    await walk(page, "/billing", "billing", tag, async (p) => {
      await expect(p.getByRole("heading", { level: 1, name: m.billing.title })).toBeVisible();
      await expect(p.getByRole("article", { name: name("Usage-based API") }).getByTestId("subscription-status")).toHaveText(
        m.billing.status.active,
      );
      await expect(p.getByTestId("usage-meter")).toBeVisible();
      await expect(p.getByTestId("order-row")).toHaveCount(1);
      // Benefits and the meter, named as the seller translated them.
      await expect(p.locator("#benefits")).toContainText(benefit("1,000 API calls each month"));
      await expect(p.getByTestId("usage-meter")).toContainText(METER_TRANSLATIONS["API calls"][tag]?.name ?? "API calls");
    });
    await walk(page, "/demo", "demo", tag, async (p) => {
      await expect(p.getByTestId("demo-usage")).toBeVisible();
    });
  });
}
