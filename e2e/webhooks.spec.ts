import pg from "pg";
import { expect, test } from "./support/test";
import { expectAxeClean } from "./support/axe";
import { messagesOf, signUpVerified, uniqueEmail } from "./support/helpers";
import { LANGUAGES } from "./support/languages";
import { APP_URL } from "./support/ports";
import { layoutDefects } from "./support/walk-layout";

const en = messagesOf("en").webhooks;

/** Makes a person an operator, as `npm run admin:grant` would (the e2e server's ADMIN_EMAILS are other specs'). */
async function makeOperator(email: string) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`UPDATE "user" SET role = 'admin' WHERE email = $1`, [email.toLowerCase()]);
  } finally {
    await client.end();
  }
}

test("an organization's owner adds a webhook endpoint (an internal address refused, the secret shown once), sends a test event, reads the delivery log, rotates the secret and deletes it; the operators' console lists the app's; both fit at 390 px in every language", async ({
  page,
}) => {
  const email = uniqueEmail("hooks-owner");
  const password = "hooks-owner-password-1";
  await signUpVerified(page, email, password, "Hana Hooks");
  const slug = `hooks-${Date.now().toString(36)}`;
  const created = await page.request.post("/api/auth/organization/create", {
    headers: { origin: APP_URL },
    data: { name: "Hooked Co", slug },
  });
  expect(created.status()).toBe(200);

  await page.goto(`/orgs/${slug}/webhooks`);
  await expect(page.getByText(en.empty)).toBeVisible();
  await page.getByRole("button", { name: en.add }).click();
  const dialog = page.getByRole("dialog", { name: en.addTitle });
  await dialog.getByLabel(en.url).fill("https://10.0.0.1/hooks");
  await dialog.getByRole("checkbox", { name: "member.added" }).check();
  await dialog.getByRole("button", { name: en.create }).click();
  await expect(dialog.getByText(en.errors.PRIVATE_ADDRESS)).toBeVisible();
  // A public address written as an IP: nothing to resolve offline.
  await dialog.getByLabel(en.url).fill("https://93.184.216.34/hooks");
  await dialog.getByLabel(en.description).fill("CRM sync");
  await expectAxeClean(page, ["[role=dialog]"]);
  await dialog.getByRole("button", { name: en.create }).click();
  await expect(dialog).toHaveCount(0);
  const secret = (await page.getByTestId("webhook-secret").textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);
  await page.getByRole("button", { name: en.done }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  await page.getByRole("link", { name: /93\.184\.216\.34/ }).click();
  await expect(page.getByRole("heading", { name: "https://93.184.216.34/hooks" })).toBeVisible();
  await expect(page.getByText(en.noDeliveries)).toBeVisible();
  await page.getByRole("button", { name: en.sendTest }).click();
  const delivery = page.getByText("webhook.test", { exact: true });
  await expect(delivery).toBeVisible();
  await delivery.click();
  await expect(page.getByText(en.requestBody, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: en.redeliver })).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole("button", { name: en.rotate }).click();
  await page.getByRole("alertdialog", { name: en.rotateTitle }).getByRole("button", { name: en.rotateConfirm }).click();
  const rotated = (await page.getByTestId("webhook-secret").textContent())!.trim();
  expect(rotated).toMatch(/^whsec_/);
  expect(rotated).not.toBe(secret);
  const endpointPath = new URL(page.url()).pathname;

  // The console's list of the app's endpoints, for an operator.
  await makeOperator(email);
  await page.context().clearCookies();
  await page.goto("/sign-in");
  const form = page.getByRole("form", { name: "Password" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
  await page.goto("/admin/developers/webhooks");
  await expect(page.getByRole("heading", { name: en.consoleTitle })).toBeVisible();
  await expect(page.getByText(en.empty)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  for (const { tag } of LANGUAGES) {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: tag, url: APP_URL }]);
    const words = messagesOf(tag).webhooks;
    for (const path of [`/orgs/${slug}/webhooks`, endpointPath, "/admin/developers/webhooks"]) {
      await page.goto(path);
      if (path === endpointPath) {
        await expect(page.getByRole("heading", { name: words.deliveries })).toBeVisible();
        await page.getByText("webhook.test", { exact: true }).click();
        await expect(page.getByText(words.requestBody, { exact: true })).toBeVisible();
      }
      expect(await layoutDefects(page), `${tag} ${path}`).toEqual([]);
    }
  }

  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: APP_URL }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(endpointPath);
  await page.getByRole("button", { name: en.remove }).click();
  await page.getByRole("alertdialog", { name: en.removeTitle }).getByRole("button", { name: en.remove }).click();
  await expect(page.getByText(en.empty)).toBeVisible();
  // A removed or unknown endpoint's page is a 404 (its status, not only its screen), the console's too.
  expect((await page.goto(endpointPath))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  expect((await page.goto(`/admin/developers/webhooks/${endpointPath.split("/").pop()}`))?.status()).toBe(404);
});
