import { expect, test, type Page } from "./support/test";
import { signUpVerified, uniqueEmail } from "./support/helpers";
import { createOrganization, invite, joinFromMail } from "./support/organizations";
import { polarControl } from "./support/polar";
import { POLAR_TOKEN, POLAR_URL } from "./support/ports";

async function payOnCheckoutPage(page: Page, card: string) {
  await expect(page).toHaveURL(new RegExp(`^${POLAR_URL}/checkout/`));
  await page.getByLabel("Card number").fill(card);
  await page.getByRole("button", { name: /^Pay / }).click();
}

test("buy a monthly plan, see it active, cancel and uncancel it, see a refund", async ({ page }) => {
  const email = uniqueEmail("buyer");
  await signUpVerified(page, email, "buyer-password-1");

  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Plans and pricing" })).toBeVisible();
  await page.getByRole("radio", { name: "Yearly" }).click();
  await expect(page.getByRole("article", { name: "Pro yearly" })).toBeVisible();
  await page.getByRole("radio", { name: "Monthly" }).click();
  const pro = page.getByRole("article", { name: "Pro monthly" });
  // Whole amounts without a needless ".00"; the seller's recommended plan is highlighted.
  await expect(pro).toContainText("$15");
  await expect(pro).not.toContainText("$15.00");
  await expect(pro).toContainText("Recommended");
  await expect(page.getByRole("region", { name: "Buying for" })).toContainText("Purchases here are for your personal account.");
  await pro.getByRole("button", { name: "Subscribe" }).click();

  // A declined card is refused on the checkout page and nothing is bought.
  await payOnCheckoutPage(page, "4000 0000 0000 0002");
  await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
  await payOnCheckoutPage(page, "4242 4242 4242 4242");

  await expect(page).toHaveURL(/\/billing\/success\?checkout_id=/);
  await expect(page.getByText("Your purchase is confirmed.")).toBeVisible();
  await page.getByRole("link", { name: "Go to billing" }).click();

  const subscription = page.getByRole("article", { name: "Pro monthly" });
  await expect(subscription.getByTestId("subscription-status")).toHaveText("Active");
  await expect(page.getByTestId("license-key")).toHaveText(/^DEMO-/);
  await expect(page.getByTestId("order-status")).toHaveText("Paid");

  // Cancelling asks for a reason in a dialog; without one it explains instead of submitting.
  await subscription.getByRole("button", { name: "Cancel subscription" }).click();
  const cancelDialog = page.getByRole("alertdialog", { name: "Cancel at the end of the period" });
  await cancelDialog.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(cancelDialog.getByText("Choose a reason.")).toBeVisible();
  await cancelDialog.getByLabel("Why are you leaving?").selectOption("too_expensive");
  await cancelDialog.getByLabel(/Anything else/).fill("Maybe next year");
  await cancelDialog.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(cancelDialog).toBeHidden();
  await expect(subscription.getByTestId("subscription-status")).toContainText("Ends on", { timeout: 15_000 });

  await subscription.getByRole("button", { name: "Keep my subscription after all" }).click();
  await expect(subscription.getByTestId("subscription-status")).toHaveText("Active", { timeout: 15_000 });

  // Polar refunds the order (here through the emulator's control API); the app shows it.
  await polarControl("/__emulator/trigger/refund", {});
  await polarControl("/__emulator/flush", {});
  await page.reload();
  await expect(page.getByTestId("order-status")).toHaveText("Refunded");

  // The invoice opens Polar's document; an order that is not the user's is refused in words.
  await page.getByRole("link", { name: "Invoice" }).click();
  await expect(page.getByRole("heading", { name: /^Invoice DEMO-/ })).toBeVisible();
  await page.goto("/billing/invoices/not-an-order");
  await expect(page.locator("main").getByRole("alert")).toHaveText("This invoice is not one of yours.");

  // The customer portal opens for this customer. A plan canceled there shows as ending in the app once Polar's
  // webhook is in, and one resumed there as active again; the portal's link leads back to billing.
  await page.getByRole("button", { name: "Open the customer portal" }).click();
  await expect(page.getByText(email.toLowerCase())).toBeVisible();
  await page.getByRole("link", { name: "Cancel Pro monthly" }).click();
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByRole("status")).toContainText("Pro monthly is canceled.");
  await polarControl("/__emulator/flush", {});
  await page.getByRole("link", { name: /^← Back to / }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(subscription.getByTestId("subscription-status")).toContainText("Ends on");
  await page.getByRole("button", { name: "Open the customer portal" }).click();
  await page.getByRole("button", { name: "Resume Pro monthly" }).click();
  await expect(page.getByRole("status")).toContainText("Pro monthly is no longer canceled.");
  await polarControl("/__emulator/flush", {});
  await page.getByRole("link", { name: /^← Back to / }).click();
  await expect(subscription.getByTestId("subscription-status")).toHaveText("Active");

  // The plan is marked as current on the pricing page.
  await page.goto("/pricing");
  await expect(page.getByRole("article", { name: "Pro monthly" })).toContainText("Current plan");

  // A change of plan goes to Polar and comes back by webhook.
  await page.goto("/billing");
  await page.getByRole("article", { name: "Pro monthly" }).getByRole("button", { name: "Change plan" }).click();
  const changeDialog = page.getByRole("dialog", { name: "Change plan" });
  await changeDialog.getByLabel("Switch to").selectOption({ label: "Pro yearly" });
  await changeDialog.getByRole("button", { name: "Switch plan" }).click();
  await expect(page.getByRole("article", { name: "Pro yearly" }).getByTestId("subscription-status")).toHaveText("Active", {
    timeout: 15_000,
  });
});

test("with a plan in force, the pricing page switches it instead of starting a second subscription", async ({ page }) => {
  await signUpVerified(page, uniqueEmail("switcher"), "switch-password-1");
  await page.goto("/pricing");
  await page.getByRole("article", { name: "Pro monthly" }).getByRole("button", { name: "Subscribe" }).click();
  await payOnCheckoutPage(page, "4242 4242 4242 4242");
  await expect(page.getByText("Your purchase is confirmed.")).toBeVisible();

  await page.goto("/pricing");
  const pro = page.getByRole("article", { name: "Pro monthly" });
  const usage = page.getByRole("article", { name: "Usage-based API" });
  await expect(pro.getByRole("button", { name: "Current plan" })).toBeDisabled();
  await expect(usage.getByRole("button", { name: "Subscribe" })).toHaveCount(0);
  // One-time purchases are still bought beside the plan.
  await expect(page.getByRole("article", { name: "Lifetime license" }).getByRole("button", { name: "Buy" })).toBeVisible();
  await usage.getByRole("button", { name: "Switch to this plan" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Switch to Usage-based API?" });
  await expect(dialog).toContainText("Your Pro monthly plan is replaced by Usage-based API right away");
  await dialog.getByRole("button", { name: "Switch plan" }).click();
  await expect(page.getByText("Done. The change appears here in a moment.")).toBeVisible();
  await expect(usage.getByRole("button", { name: "Current plan" })).toBeDisabled({ timeout: 15_000 });
  await expect(pro.getByRole("button", { name: "Switch to this plan" })).toBeVisible();

  // Still one subscription, now on the new plan.
  await page.goto("/billing");
  await expect(page.getByRole("article", { name: "Usage-based API" }).getByTestId("subscription-status")).toHaveText("Active");
  await expect(page.getByRole("article", { name: "Pro monthly" })).toHaveCount(0);
});

test("a discounted first month: the confirmation says what the plan costs each month and what was paid today", async ({ page }) => {
  // The seller's code, made through Polar's API: $3 off the first payment.
  const code = `WELCOME${Date.now().toString(36).toUpperCase()}`;
  const created = await fetch(`${POLAR_URL}/v1/discounts/`, {
    method: "POST",
    headers: { authorization: `Bearer ${POLAR_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "Welcome", type: "fixed", duration: "once", amount: 300, currency: "usd", code }),
  });
  expect(created.status).toBe(201);

  await signUpVerified(page, uniqueEmail("discounted"), "discount-password-1");
  await page.goto("/pricing");
  await page.getByRole("article", { name: "Pro monthly" }).getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(new RegExp(`^${POLAR_URL}/checkout/`));
  await page.getByLabel("Discount code").fill(code);
  await payOnCheckoutPage(page, "4242 4242 4242 4242");

  await expect(page.getByText("Your purchase is confirmed.")).toBeVisible();
  const summary = page.getByRole("region", { name: "Your purchase" });
  await expect(summary.getByRole("definition").nth(2)).toHaveText("$15 per month");
  await expect(summary.getByRole("term").nth(3)).toHaveText("Paid today");
  await expect(summary.getByRole("definition").nth(3)).toHaveText("$12");
});

test("an owner buys a plan for the organization; a member sees it but cannot change it", async ({ page, browser }) => {
  await signUpVerified(page, uniqueEmail("org-buyer"), "owner-password-1", "Org Owner");
  // A name of its own, so that the spec can run again on the same database (--repeat-each).
  const orgName = `Billing Org ${Date.now().toString(36)}`;
  const slug = await createOrganization(page, orgName);

  await page.goto(`/orgs/${slug}/billing`);
  await expect(page.getByText("This organization has no plan yet.")).toBeVisible();
  await page.getByRole("link", { name: `Buy a plan for ${orgName}` }).click();
  const buyer = page.getByRole("region", { name: "Buying for" });
  await expect(buyer.getByTestId("buyer-name")).toHaveText(orgName);
  await expect(buyer).toContainText(`You are buying for ${orgName}.`);
  await page.getByRole("article", { name: "Pro monthly" }).getByRole("button", { name: "Subscribe" }).click();
  await payOnCheckoutPage(page, "4242 4242 4242 4242");
  await expect(page.getByText("Your purchase is confirmed.")).toBeVisible();
  // The confirmation says what was bought and for whom, and leads to the organization's own billing page.
  const summary = page.getByRole("region", { name: "Your purchase" });
  await expect(summary).toContainText("Pro monthly");
  await expect(summary).toContainText(orgName);
  await expect(summary).toContainText("$15 per month");
  await expect(summary.getByRole("list", { name: "Included" })).toContainText("Priority support");
  await page.getByRole("link", { name: "Go to billing" }).click();
  await expect(page).toHaveURL(new RegExp(`/orgs/${slug}/billing$`));
  const ownerView = page.getByRole("article", { name: "Pro monthly" });
  await expect(ownerView.getByTestId("subscription-status")).toHaveText("Active");
  await expect(ownerView.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
  // Bought for the organization, not for the owner personally.
  await page.goto("/billing");
  await expect(page.getByText("You have no subscriptions.")).toBeVisible();

  const memberEmail = uniqueEmail("org-member");
  await invite(page, slug, memberEmail, "member");
  const member = await joinFromMail(browser, memberEmail, orgName);
  // Accepting ends on the organization's page: only then is the membership there.
  await expect(member.page).toHaveURL(new RegExp(`/orgs/${slug}`));
  await member.page.goto(`/orgs/${slug}/billing`);
  const memberView = member.page.getByRole("article", { name: "Pro monthly" });
  await expect(memberView.getByTestId("subscription-status")).toHaveText("Active");
  await expect(memberView.getByRole("button")).toHaveCount(0);
  await expect(member.page.getByText("Only owners and admins choose and change this organization's plan.")).toBeVisible();
  await expect(member.page.getByRole("link", { name: /Buy a plan/ })).toHaveCount(0);

  // The organization's orders are for its owners and admins, page after page.
  const org = await (await page.request.get(`/api/auth/organization/get-full-organization?organizationSlug=${slug}`)).json();
  const ownerOrders = await page.request.get(`/api/billing/orders?organizationId=${org.id}`);
  expect(ownerOrders.status()).toBe(200);
  expect((await ownerOrders.json()).orders).toHaveLength(1);
  expect((await member.page.request.get(`/api/billing/orders?organizationId=${org.id}`)).status()).toBe(403);
  await member.context.close();
});

test("the demo feature is locked without the usage-based plan, and each use is counted on its meter", async ({ page }) => {
  await signUpVerified(page, uniqueEmail("metered"), "metered-password-1");
  await page.goto("/demo");
  await expect(page.getByText("This feature comes with the usage-based plan.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Call the API" })).toHaveCount(0);

  await page.goto("/pricing");
  const plan = page.getByRole("article", { name: "Usage-based API" });
  await expect(plan).toContainText("$0.01 per unit of API calls");
  await plan.getByRole("button", { name: "Subscribe" }).click();
  await payOnCheckoutPage(page, "4242 4242 4242 4242");
  await expect(page.getByText("Your purchase is confirmed.")).toBeVisible();

  // The success page said "confirmed" from the same entitlements the feature reads: the first load is open.
  await page.goto("/demo");
  await expect(page.getByText("This feature comes with the usage-based plan.")).toHaveCount(0);
  await expect(page.getByTestId("demo-usage")).toHaveText("Calls used: 0 of 1,000 included · balance 1,000");
  await page.getByRole("button", { name: "Call the API" }).click();
  await expect(page.getByTestId("demo-usage")).toHaveText("Calls used: 1 of 1,000 included · balance 999");
  await page.getByRole("button", { name: "Call the API" }).click();
  await expect(page.getByTestId("demo-usage")).toHaveText("Calls used: 2 of 1,000 included · balance 998");
});

test("pay what you want: the amount chosen on the pricing page is the amount paid", async ({ page }) => {
  await signUpVerified(page, uniqueEmail("supporter"), "supporter-password-1");
  await page.goto("/pricing");
  const plan = page.getByRole("article", { name: "Support the project" });
  await plan.getByLabel("Your amount").fill("12.50");
  await plan.getByRole("button", { name: "Buy" }).click();
  await expect(page).toHaveURL(new RegExp(`^${POLAR_URL}/checkout/`));
  await expect(page.getByTestId("amount")).toHaveText("$12.50");
  await payOnCheckoutPage(page, "4242 4242 4242 4242");
  await expect(page.getByText("Your purchase is confirmed.")).toBeVisible();
  const summary = page.getByRole("region", { name: "Your purchase" });
  await expect(summary).toContainText("Support the project");
  await expect(summary).toContainText("Personal account");
  await expect(summary).toContainText("$12.50");
  await page.getByRole("link", { name: "Go to billing" }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole("row", { name: /Support the project/ })).toContainText("$12.50");
});
