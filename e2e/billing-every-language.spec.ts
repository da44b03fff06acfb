import { expect, test } from "./support/test";
import { PRODUCT_TRANSLATIONS } from "../emulator/seed-translations";
import { messagesOf, signUpInLanguage, uniqueEmail } from "./support/helpers";
import { POLAR_URL } from "./support/ports";
import { LANGUAGES } from "./support/languages";

/** A whole amount as the language writes it (no ".00"), with any kind of space where the language puts one. */
function money(tag: string, cents: number) {
  const text = new Intl.NumberFormat(tag, { style: "currency", currency: "USD", minimumFractionDigits: 0 }).format(cents / 100);
  return new RegExp(text.replace(/[.$]/g, "\\$&").replace(/\s/g, "\\s"));
}

for (const { tag, code } of LANGUAGES) {
  const t = messagesOf(tag).billing;
  // The seller translated the plan into some languages (product metadata); the others show Polar's own name.
  const plan = PRODUCT_TRANSLATIONS["Pro monthly"][tag]?.name ?? "Pro monthly";
  test(`${tag}: buy a monthly plan, see it active, cancel and keep it, all in ${tag}`, async ({ page }) => {
    await signUpInLanguage(page, uniqueEmail(`buyer-${tag}`), code);

    await page.goto("/pricing");
    await expect(page.getByRole("heading", { name: t.pricingTitle })).toBeVisible();
    const pro = page.getByRole("article", { name: plan });
    await expect(pro).toContainText(money(tag, 1500));
    await pro.getByRole("button", { name: t.subscribe }).click();

    // Polar's own checkout page (the emulator's), then back to our success page in the user's language.
    await expect(page).toHaveURL(new RegExp(`^${POLAR_URL}/checkout/`));
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByText(t.success.confirmed)).toBeVisible();
    const summary = page.getByRole("region", { name: t.success.summary });
    await expect(summary).toContainText(plan);
    await expect(summary).toContainText(t.personalAccount);
    await expect(summary).toContainText(money(tag, 1500));
    await page.getByRole("link", { name: t.success.toBilling }).click();

    const subscription = page.getByRole("article", { name: plan });
    await expect(subscription.getByTestId("subscription-status")).toHaveText(t.status.active);
    await expect(page.getByTestId("order-status")).toHaveText(t.orders.statuses.paid);
    await expect(page.getByRole("heading", { name: t.ordersTitle })).toBeVisible();

    // Cancel at period end with a reason in the user's words, then keep it after all.
    await subscription.getByRole("button", { name: t.cancel }).click();
    const dialog = page.getByRole("alertdialog", { name: t.cancelTitle });
    await dialog.getByLabel(t.cancelReason).selectOption({ label: t.reasons.too_expensive });
    await dialog.getByRole("button", { name: t.confirmCancel }).click();
    const endsOn = t.endsOn.replace("{date}", "").trim(); // "Ends on", "{date} tarihinde sona erer"…
    await expect(subscription.getByTestId("subscription-status")).toContainText(endsOn, { timeout: 15_000 });
    await subscription.getByRole("button", { name: t.uncancel }).click();
    await expect(subscription.getByTestId("subscription-status")).toHaveText(t.status.active, { timeout: 15_000 });
  });
}
