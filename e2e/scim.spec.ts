import { expect, test } from "./support/test";
import { expectAxeClean } from "./support/axe";
import { messagesOf, signUpVerified, uniqueEmail } from "./support/helpers";
import { LANGUAGES } from "./support/languages";
import { APP_URL } from "./support/ports";
import { layoutDefects } from "./support/walk-layout";

const en = messagesOf("en").org.scim;

test("an owner generates, rotates and revokes the SCIM token from the organization's settings; the section fits at 390 px in every language", async ({
  page,
}) => {
  await signUpVerified(page, uniqueEmail("scim-owner"), "scim-owner-password-1", "Sam Owner");
  const slug = `scim-${Date.now().toString(36)}`;
  const created = await page.request.post("/api/auth/organization/create", {
    headers: { origin: APP_URL },
    data: { name: "Provisioned Co", slug },
  });
  expect(created.status()).toBe(200);

  await page.goto(`/orgs/${slug}/settings`);
  const section = page.getByRole("region", { name: en.title });
  await expect(section.getByLabel(en.baseUrl)).toHaveValue(`${APP_URL}/api/auth/scim/v2`);
  await expect(section.getByText(en.none)).toBeVisible();

  await section.getByRole("button", { name: en.generate }).click();
  const secret = section.getByTestId("scim-secret");
  await expect(secret).toBeVisible();
  const first = (await secret.textContent())!.trim();
  const users = await page.request.get("/api/auth/scim/v2/Users", { headers: { authorization: `Bearer ${first}` } });
  expect(users.status()).toBe(200);
  await expect(section.getByTestId("scim-token")).toContainText(en.neverUsed);
  await expectAxeClean(page, ["#scim"]);

  await section.getByRole("button", { name: en.done }).click();
  await expect(secret).toHaveCount(0);
  await page.reload();
  await expect(section.getByTestId("scim-token")).toBeVisible();
  await expect(page.getByText(first)).toHaveCount(0);

  await section.getByRole("button", { name: en.rotate }).click();
  const rotate = page.getByRole("alertdialog", { name: en.rotateTitle });
  await rotate.getByRole("button", { name: en.rotate }).click();
  await expect(rotate).toHaveCount(0);
  const second = (await section.getByTestId("scim-secret").textContent())!.trim();
  expect(second).not.toBe(first);
  expect((await page.request.get("/api/auth/scim/v2/Users", { headers: { authorization: `Bearer ${first}` } })).status()).toBe(401);

  await section.getByRole("button", { name: en.revoke }).click();
  const revoke = page.getByRole("alertdialog", { name: en.revokeTitle });
  await expectAxeClean(page, ["[role=alertdialog]"]);
  await revoke.getByRole("button", { name: en.revoke }).click();
  await expect(section.getByText(en.none)).toBeVisible();
  expect((await page.request.get("/api/auth/scim/v2/Users", { headers: { authorization: `Bearer ${second}` } })).status()).toBe(401);

  // With a token (the longer state), at a phone's width, in each language.
  await section.getByRole("button", { name: en.generate }).click();
  await expect(section.getByTestId("scim-secret")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { tag } of LANGUAGES) {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: tag, url: APP_URL }]);
    await page.goto(`/orgs/${slug}/settings`);
    const words = messagesOf(tag).org.scim;
    await expect(page.getByRole("region", { name: words.title })).toContainText(words.tokenTitle);
    expect(await layoutDefects(page), tag).toEqual([]);
  }
});
