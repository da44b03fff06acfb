import { expect, test } from "./support/test";
import { messagesOf, signUpInLanguage, uniqueEmail } from "./support/helpers";
import { polarControl } from "./support/polar";

const de = messagesOf("de");

/**
 * Polar cannot be reached (the emulator drops every API connection): the billing pages say so in the user's
 * language and offer a retry, what our tables hold still shows, and the rest of the app works as before.
 */
test("while Polar is unreachable, billing says so in German with a retry, and the rest of the app works", async ({ page }) => {
  await signUpInLanguage(page, uniqueEmail("outage"), 6);
  await polarControl("/__emulator/outage", { down: true });
  try {
    await page.goto("/billing");
    await expect(page.getByRole("heading", { name: de.billing.title, level: 1 })).toBeVisible();
    await expect(page.getByText(de.billing.unavailable)).toBeVisible();
    await expect(page.getByText(de.billing.noSubscriptions)).toBeVisible();
    await page.getByRole("button", { name: de.billing.openPortal }).click();
    await expect(page.getByText(de.billing.errors.BILLING_UNAVAILABLE)).toBeVisible();

    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(de.settings.title);

    await page.goto("/pricing");
    await expect(page.getByText(de.billing.unavailable)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
  } finally {
    await polarControl("/__emulator/outage", { down: false });
  }

  // Polar is back: the retry link shows the plans.
  await page.getByRole("link", { name: de.billing.retry }).click();
  await expect(page.getByRole("article", { name: "Pro monatlich" })).toBeVisible();
  await page.goto("/billing");
  await expect(page.getByText(de.billing.unavailable)).toHaveCount(0);
});

/** Polar answers, slowly: the pricing page's heading comes at once, the plans behind an outline of their cards. */
test("while Polar is slow, pricing shows its heading at once and the plans' outline until they come, in Russian", async ({ page }) => {
  const ru = messagesOf("ru");
  await polarControl("/__emulator/outage", { down: false, delay_ms: 3_000 });
  const outline = page.getByTestId("pricing-loading");
  try {
    await page.goto("/pricing?lang=0", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ru.billing.pricingTitle);
    await expect(outline).toBeVisible();
    await expect(outline).toHaveText(ru.common.loading);
    await expect(page.getByRole("article")).toHaveCount(0);
  } finally {
    await polarControl("/__emulator/outage", { down: false });
  }
  await expect(page.getByRole("article").first()).toBeVisible({ timeout: 20_000 });
  await expect(outline).toHaveCount(0);
});
