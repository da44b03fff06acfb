import { expect, test, type Page } from "./support/test";
import { signUpVerified, uniqueEmail } from "./support/helpers";
import { polarControl } from "./support/polar";
import { POLAR_URL } from "./support/ports";

/**
 * The app follows Polar's clock: the emulator's control API moves its business time (renewals and the ends
 * of cancelled periods happen), its webhooks stay signed with the wall clock, and /billing shows the outcome.
 */
async function subscribeToProMonthly(page: Page, who: string) {
  await signUpVerified(page, uniqueEmail(who), `${who}-password-1`);
  await page.goto("/pricing");
  await page.getByRole("article", { name: "Pro monthly" }).getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(new RegExp(`^${POLAR_URL}/checkout/`));
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByText("Your purchase is confirmed.")).toBeVisible();
  await page.goto("/billing");
  const card = page.getByRole("article", { name: "Pro monthly" });
  await expect(card.getByTestId("subscription-status")).toHaveText("Active");
  return card;
}

/** Moves Polar's clock and waits until every webhook it caused has been delivered to the app. */
async function advancePolarClock(days: number) {
  await polarControl("/__emulator/trigger/advance", { days });
  await polarControl("/__emulator/flush");
}

test("a subscription cancelled at period end shows as ended once Polar's clock passes that end", async ({ page }) => {
  const card = await subscribeToProMonthly(page, "clock-end");
  await card.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel at the end of the period" });
  await dialog.getByLabel("Why are you leaving?").selectOption("unused");
  await dialog.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(card.getByTestId("subscription-status")).toContainText("Ends on", { timeout: 15_000 });
  const endsOn = (await card.getByTestId("subscription-status").innerText()).replace("Ends on ", "");

  await advancePolarClock(32);
  await page.reload();
  await expect(card.getByTestId("subscription-status")).toHaveText(`Ended on ${endsOn}`);
  await expect(card.getByRole("button")).toHaveCount(0);
  await expect(card.getByText(/Renews on|stays active until/)).toHaveCount(0);
  // Its benefits went with it.
  await expect(page.getByTestId("license-key")).toHaveCount(0);
});

test("a renewal: Polar's clock passes the period end and the renewal order appears, paid, with the next period", async ({ page }) => {
  const card = await subscribeToProMonthly(page, "clock-renew");
  const rows = page.getByTestId("order-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("New subscription");
  const renewsOn = await card.getByText(/^Renews on/).innerText();

  await advancePolarClock(31);
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Renewal");
  await expect(rows.first()).toContainText("$15");
  await expect(rows.first().getByTestId("order-status")).toHaveText("Paid");
  await expect(card.getByTestId("subscription-status")).toHaveText("Active");
  await expect(card.getByText(/^Renews on/)).not.toHaveText(renewsOn);
});
