import { expect, test } from "./support/test";
import { expectAxeClean } from "./support/axe";
import { messagesOf, signUpVerified, uniqueEmail } from "./support/helpers";
import { LANGUAGES } from "./support/languages";
import { APP_URL } from "./support/ports";
import { layoutDefects } from "./support/walk-layout";

const en = messagesOf("en").apiKeys;

test("a person creates a scoped key (shown once, copyable), calls the API with it and revokes it; organization keys in the organization's settings; both fit at 390 px in every language", async ({
  page,
}) => {
  await signUpVerified(page, uniqueEmail("keys-owner"), "keys-owner-password-1", "Kim Keys");
  const slug = `keys-${Date.now().toString(36)}`;
  const created = await page.request.post("/api/auth/organization/create", {
    headers: { origin: APP_URL },
    data: { name: "Keyed Co", slug },
  });
  expect(created.status()).toBe(200);
  const orgId = ((await created.json()) as { id: string }).id;

  await page.goto("/settings/api-keys");
  const section = page.getByRole("region", { name: en.title });
  await expect(section.getByText(en.empty)).toBeVisible();
  await section.getByRole("button", { name: en.create }).click();
  const dialog = page.getByRole("dialog", { name: en.createTitle });
  await dialog.getByLabel(en.name).fill("Nightly sync");
  await dialog.getByRole("group", { name: en.scopes }).getByRole("checkbox").first().check();
  await expectAxeClean(page, ["[role=dialog]"]);
  await dialog.getByRole("button", { name: en.create }).click();
  await expect(dialog).toHaveCount(0);

  const secret = section.getByTestId("api-key-secret");
  const key = (await secret.textContent())!.trim();
  expect(key).toMatch(/^acc_[A-Za-z]{64}$/);
  const listed = await page.request.get(`/api/v1/organizations/${orgId}/members`, { headers: { authorization: `Bearer ${key}` } });
  expect(listed.status()).toBe(200);
  expect(listed.headers()["ratelimit-limit"]).toBeTruthy();
  await section.getByRole("button", { name: en.done }).click();
  await page.reload();
  await expect(section.getByText("Nightly sync")).toBeVisible();
  await expect(section.getByText("members:read")).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  await section.getByRole("button", { name: en.revokeLabel.replace("{name}", "Nightly sync") }).click();
  const revoke = page.getByRole("alertdialog", { name: en.revokeTitle.replace("{name}", "Nightly sync") });
  await expectAxeClean(page, ["[role=alertdialog]"]);
  await revoke.getByRole("button", { name: en.revoke }).click();
  await expect(section.getByText(en.empty)).toBeVisible();
  expect((await page.request.get(`/api/v1/organizations/${orgId}/members`, { headers: { authorization: `Bearer ${key}` } })).status()).toBe(
    401,
  );

  // An organization key, made from the organization's settings.
  await page.goto(`/orgs/${slug}/settings`);
  const orgSection = page.getByRole("region", { name: en.title });
  await orgSection.getByRole("button", { name: en.create }).click();
  const orgDialog = page.getByRole("dialog", { name: en.createTitle });
  await orgDialog.getByLabel(en.name).fill("Deploy bot");
  await orgDialog.getByRole("group", { name: en.scopes }).getByRole("checkbox").first().check();
  await orgDialog.getByRole("button", { name: en.create }).click();
  const orgKey = (await orgSection.getByTestId("api-key-secret").textContent())!.trim();
  expect(orgKey).toMatch(/^acc_org_/);
  const asOrg = await page.request.get(`/api/v1/organizations/${orgId}`, { headers: { authorization: `Bearer ${orgKey}` } });
  expect(asOrg.status()).toBe(200);

  // A key listed and its secret shown (the longest state), at a phone's width, in each language.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { tag } of LANGUAGES) {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: tag, url: APP_URL }]);
    const words = messagesOf(tag).apiKeys;
    for (const path of [`/orgs/${slug}/settings`, "/developers/api"]) {
      await page.goto(path);
      if (path !== "/developers/api") await expect(page.getByRole("region", { name: words.title })).toContainText("Deploy bot");
      expect(await layoutDefects(page), `${tag} ${path}`).toEqual([]);
    }
  }
});
