import { expectConsoleAxeClean } from "./support/axe";
import { expect, test, type Page } from "./support/test";
import { messagesOf, signUpInLanguage, uniqueEmail } from "./support/helpers";
import { billingOperatorEmail } from "./support/operators";
import { polarControl } from "./support/polar";

/**
 * An operator walks the seller's console in English and Russian against the emulator: catalogue (a product
 * and a discount created), customers, a subscription cancelled at period end, an order partly refunded (both
 * coming back through webhooks), revenue with its chart, the webhook log and a re-apply, meters; axe on every
 * screen and open dialog, and every billing page fits a phone.
 */

/** Reloads until the webhook a console action caused has reached the mirror and the page shows it. */
async function reloadUntil(page: Page, visible: () => ReturnType<Page["getByRole"]>) {
  await expect(async () => {
    await page.reload();
    await expect(visible()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

const BILLING_PAGES = [
  "/admin/catalogue",
  "/admin/customers",
  "/admin/subscriptions",
  "/admin/orders",
  "/admin/meters",
  "/admin/revenue",
  "/admin/webhooks",
];

for (const [tag, code] of [
  ["en", 3],
  ["ru", 0],
] as const) {
  test(`an operator runs the billing console in ${tag}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const m = messagesOf(tag);
    const a = m.admin;
    const buyer = uniqueEmail(`billing-buyer-${tag}`);
    await polarControl("/__emulator/trigger/subscribe", { product: "Pro monthly", customer_email: buyer, customer_name: `Buyer ${tag}` });
    await polarControl("/__emulator/trigger/purchase", { customer_email: buyer });
    await polarControl("/__emulator/flush");

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signUpInLanguage(page, billingOperatorEmail(tag), code);
    const nav = page.getByRole("navigation", { name: a.nav.label });
    const heading = page.getByRole("heading", { level: 1 });

    // Catalogue: a new monthly product, and a discount with a code.
    await page.goto("/admin");
    await nav.getByRole("link", { name: a.nav.catalogue, exact: true }).click();
    await expect(heading).toHaveText(a.catalogue.title);
    await expectConsoleAxeClean(page);
    const productName = `Console ${tag} ${Date.now().toString(36)}`;
    await page.getByRole("button", { name: a.catalogue.newProduct }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(a.catalogue.name).fill(productName);
    await dialog.getByLabel(a.catalogue.amount).fill("12.50");
    await expectConsoleAxeClean(page);
    await dialog.getByRole("button", { name: a.catalogue.create }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("product-row").filter({ hasText: productName })).toBeVisible();

    await page.getByRole("button", { name: a.catalogue.newDiscount }).click();
    await dialog.getByLabel(a.catalogue.name).fill(`Launch ${tag}`);
    await dialog.getByLabel(a.catalogue.code).fill(`LAUNCH${tag.toUpperCase()}${Date.now().toString(36).slice(-4)}`);
    await dialog.getByLabel(a.catalogue.percent).fill("150");
    await dialog.getByRole("button", { name: a.catalogue.create }).click();
    await expect(dialog.getByText(a.catalogue.valueInvalid)).toBeVisible();
    await dialog.getByLabel(a.catalogue.percent).fill("20");
    await dialog.getByRole("button", { name: a.catalogue.create }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("discount-row").filter({ hasText: `Launch ${tag}` })).toBeVisible();

    // A license-key benefit with its own settings (a bad prefix explained first), and a meter credit.
    await page.getByRole("button", { name: a.catalogue.newBenefit }).click();
    await dialog.getByLabel(a.catalogue.benefitType).selectOption("license_keys");
    await dialog.getByLabel(a.catalogue.benefitDescription).fill(`Key ${tag}`);
    await dialog.getByLabel(a.catalogue.licensePrefix).fill("no spaces!");
    await dialog.getByLabel(a.catalogue.licenseExpires).fill("2");
    await dialog.getByLabel(a.catalogue.activations).check();
    await dialog.getByLabel(a.catalogue.activationLimit).fill("3");
    await expectConsoleAxeClean(page);
    await dialog.getByRole("button", { name: a.catalogue.create }).click();
    await expect(dialog.getByText(a.catalogue.prefixInvalid)).toBeVisible();
    await dialog.getByLabel(a.catalogue.licensePrefix).fill(`K${tag.toUpperCase()}`);
    await dialog.getByRole("button", { name: a.catalogue.create }).click();
    await expect(dialog).toBeHidden();
    const benefitRows = page.getByTestId("benefit-row");
    await expect(benefitRows.filter({ hasText: `Key ${tag}` })).toContainText(a.catalogue.benefitTypes.license_keys);
    await page.getByRole("button", { name: a.catalogue.newBenefit }).click();
    await dialog.getByLabel(a.catalogue.benefitType).selectOption("meter_credit");
    await dialog.getByLabel(a.catalogue.benefitDescription).fill(`Credits ${tag}`);
    await dialog.getByLabel(a.catalogue.units, { exact: true }).fill("250");
    await dialog.getByLabel(a.catalogue.rollover).check();
    await dialog.getByRole("button", { name: a.catalogue.create }).click();
    await expect(dialog).toBeHidden();
    await expect(benefitRows.filter({ hasText: `Credits ${tag}` })).toContainText(a.catalogue.benefitTypes.meter_credit);

    // A checkout link for the new product, then edited: another label and a success URL (a bad one explained first).
    await page.getByRole("button", { name: a.catalogue.newLink }).click();
    await dialog.getByLabel(a.catalogue.label, { exact: true }).fill(`Link ${tag}`);
    await dialog.getByLabel(productName).check();
    await dialog.getByRole("button", { name: a.catalogue.create }).click();
    await expect(dialog).toBeHidden();
    const linkRow = page.getByTestId("link-row").filter({ hasText: `Link ${tag}` });
    await linkRow.getByRole("button", { name: a.catalogue.edit }).click();
    await expect(dialog.getByRole("heading", { name: a.catalogue.editLink })).toBeVisible();
    await expect(dialog.getByLabel(productName)).toBeChecked();
    await dialog.getByLabel(a.catalogue.label, { exact: true }).fill(`Edited link ${tag}`);
    await dialog.getByLabel(a.catalogue.successUrl).fill("shop.example.com/thanks");
    await dialog.getByRole("button", { name: a.catalogue.save }).click();
    await expect(dialog.getByText(a.catalogue.urlInvalid)).toBeVisible();
    await dialog.getByLabel(a.catalogue.successUrl).fill("https://shop.example.com/thanks");
    await dialog.getByLabel(a.catalogue.allowDiscountCodes).uncheck();
    await expectConsoleAxeClean(page);
    await dialog.getByRole("button", { name: a.catalogue.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("link-row").filter({ hasText: `Edited link ${tag}` })).toBeVisible();

    // The product leaves the sale: offered on the pricing page until the operator archives it (confirmed in a
    // dialog), gone from it afterwards. (It also keeps the catalogue the other specs share as they found it.)
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { name: productName })).toBeVisible();
    await page.goto("/admin/catalogue");
    const productRow = page.getByTestId("product-row").filter({ hasText: productName });
    await productRow.getByRole("button", { name: a.catalogue.archive }).click();
    const archiveDialog = page.getByRole("alertdialog");
    await expect(archiveDialog).toContainText(a.catalogue.archiveText);
    await expectConsoleAxeClean(page);
    await archiveDialog.getByRole("button", { name: a.catalogue.archive }).click();
    await expect(page.getByText(a.catalogue.archivedDone)).toBeVisible();
    await expect(productRow).toContainText(a.catalogue.archived);
    await expect(productRow).toHaveAttribute("data-archived", "true");
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: productName })).toHaveCount(0);
    await page.goto("/admin/catalogue");

    // Customers: the buyer, beside what this app knows of them.
    await nav.getByRole("link", { name: a.nav.customers, exact: true }).click();
    await expect(heading).toHaveText(a.customers.title);
    await page.getByRole("searchbox", { name: a.customers.search }).fill(buyer);
    await page.getByRole("button", { name: a.customers.find }).click();
    await expect(page.getByTestId("customer-row")).toHaveCount(1);
    await expectConsoleAxeClean(page);
    await page.getByTestId("customer-row").getByRole("link").first().click();
    await expect(heading).toHaveText(buyer);
    await expectConsoleAxeClean(page);

    // The buyer's subscription, cancelled at the end of the period: shown once its webhook is back.
    await page.getByRole("region", { name: a.customers.subscriptions }).getByRole("link").first().click();
    await expect(heading).toHaveText("Pro monthly");
    await expectConsoleAxeClean(page);
    await page.getByRole("button", { name: a.subscriptions.cancel }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByRole("heading", { name: a.subscriptions.cancelTitle })).toBeVisible();
    await expectConsoleAxeClean(page);
    await confirm.getByRole("button", { name: a.subscriptions.cancel }).click();
    await expect(confirm).toBeHidden();
    await reloadUntil(page, () => page.getByRole("button", { name: a.subscriptions.uncancel }));

    // The buyer's one-time order, refunded in part.
    await page.goto("/admin/orders");
    await expect(heading).toHaveText(a.orders.title);
    await expectConsoleAxeClean(page);
    await page.getByTestId("order-row").filter({ hasText: buyer }).filter({ hasNotText: "Pro monthly" }).getByRole("link").first().click();
    await expect(page.getByRole("region", { name: a.orders.amounts })).toBeVisible();
    await expectConsoleAxeClean(page);
    const refund = page.getByRole("form", { name: a.orders.refundTitle });
    await refund.getByLabel(a.orders.amount.replace("{currency}", "USD")).fill("1");
    await refund.getByRole("button", { name: a.orders.refund }).click();
    await reloadUntil(page, () => page.getByRole("cell", { name: a.orders.reasons.customer_request }));
    await expect(page.getByTestId("refund-row")).toHaveCount(1);

    // Revenue with its chart, over 30 and 90 days.
    await nav.getByRole("link", { name: a.nav.revenue, exact: true }).click();
    await expect(heading).toHaveText(a.revenue.title);
    await expect(page.getByTestId("revenue-figures")).toBeVisible();
    await expect(page.getByRole("img", { name: a.revenue.chartLabel }).locator("svg").first()).toBeVisible();
    await expectConsoleAxeClean(page);
    await page.getByRole("link", { name: a.revenue.lastDays.replace("{days}", "90") }).click();
    await expect(page).toHaveURL(/days=90/);
    await expect(page.getByText(a.revenue.figures.net.replace("{days}", "90"))).toBeVisible();

    // The webhook log: healthy, filtered, one event opened and re-applied.
    await nav.getByRole("link", { name: a.nav.webhooks, exact: true }).click();
    await expect(heading).toHaveText(a.webhooks.title);
    await expect(page.getByText(a.webhooks.healthy)).toBeVisible();
    await page.getByLabel(a.webhooks.outcome).selectOption("processed");
    await page.getByRole("button", { name: a.webhooks.apply }).click();
    await expect(page).toHaveURL(/outcome=processed/);
    await expect(page.getByTestId("webhook-row").first()).toHaveAttribute("data-outcome", "processed");
    await expectConsoleAxeClean(page);
    await page.getByTestId("webhook-row").first().getByRole("link").click();
    await expect(page.locator("#webhook-payload").getByRole("region", { name: a.webhooks.payload })).toBeVisible();
    await expectConsoleAxeClean(page);
    await page.getByRole("button", { name: a.webhooks.reapply }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: a.webhooks.reapply }).click();
    await expect(page.getByText(a.webhooks.reapplied)).toBeVisible();

    // Meters, and the audit log naming what was done.
    await nav.getByRole("link", { name: a.nav.meters, exact: true }).click();
    await expect(heading).toHaveText(a.meters.title);
    await expectConsoleAxeClean(page);
    await nav.getByRole("link", { name: a.nav.audit, exact: true }).click();
    const rows = page.getByTestId("audit-row").filter({ hasText: billingOperatorEmail(tag) });
    for (const action of [
      "product_create",
      "product_archive",
      "discount_create",
      "benefit_create",
      "checkout_link_update",
      "subscription_cancel",
      "order_refund",
      "webhook_reapply",
    ] as const) {
      await expect(rows.filter({ hasText: a.audit.actions[action] })).not.toHaveCount(0);
    }

    // Every billing page fits a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of BILLING_PAGES) {
      await page.goto(path);
      await expect(heading).toBeVisible();
      expect([path, await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)]).toEqual([path, true]);
    }
    await context.close();
  });
}

test("the billing console answers not-found to a signed-in member and sends a visitor to sign in", async ({ page }) => {
  await page.goto("/admin/revenue");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fadmin%2Frevenue/);
  await signUpInLanguage(page, uniqueEmail("billing-member"), 3);
  for (const path of BILLING_PAGES) expect([path, (await page.goto(path))?.status()]).toEqual([path, 404]);
});
