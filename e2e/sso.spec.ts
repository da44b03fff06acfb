import { expect, test } from "./support/test";
import { expectAxeClean } from "./support/axe";
import { messagesOf, signUpVerified, uniqueEmail } from "./support/helpers";
import { LANGUAGES } from "./support/languages";
import { APP_URL } from "./support/ports";
import { layoutDefects } from "./support/walk-layout";

const en = messagesOf("en").sso;

test("an owner claims a domain on the Single sign-on page and sees the TXT record to add; the page fits at 390 px in every language", async ({
  page,
}) => {
  await signUpVerified(page, uniqueEmail("sso-owner"), "sso-owner-password-1", "Sasha Owner");
  const slug = `sso-${Date.now().toString(36)}`;
  const created = await page.request.post("/api/auth/organization/create", {
    headers: { origin: APP_URL },
    data: { name: "Federated Co", slug },
  });
  expect(created.status()).toBe(200);

  await page.goto(`/orgs/${slug}`);
  await page
    .getByRole("link", { name: messagesOf("en").org.nav.sso })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/orgs/${slug}/sso$`));
  const domains = page.getByRole("form", { name: en.domains.add });
  await expect(page.getByText(en.domains.emptyTitle)).toBeVisible();
  await domains.getByLabel(en.domains.domain).fill("not a domain");
  await domains.getByRole("button", { name: en.domains.add }).click();
  await expect(page.getByText(en.errors.SSO_DOMAIN_INVALID)).toBeVisible();
  await domains.getByLabel(en.domains.domain).fill("Federated.example");
  await domains.getByRole("button", { name: en.domains.add }).click();
  await expect(page.getByText("_accounts-sso.federated.example")).toBeVisible();
  await expect(page.getByText(en.domains.status.pending)).toBeVisible();
  await expect(page.getByText(/^accounts-sso-verification=/)).toBeVisible();

  // The guided setup: SAML by default, its three ways to give the metadata, and OpenID Connect's fields.
  const setup = page.getByRole("form", { name: en.setup.title });
  await expect(setup.getByLabel(en.setup.metadataXml)).toBeVisible();
  await setup.getByText(en.setup.sourceParts).click();
  await expect(setup.getByLabel(en.setup.certificate)).toBeVisible();
  await setup.getByText("OpenID Connect").click();
  await expect(setup.getByLabel(en.setup.issuer)).toBeVisible();
  await expectAxeClean(page, ["#sso-domains", "#sso-new"]);

  await page.setViewportSize({ width: 390, height: 844 });
  for (const { tag } of LANGUAGES) {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: tag, url: APP_URL }]);
    await page.goto(`/orgs/${slug}/sso`);
    const words = messagesOf(tag).sso;
    await expect(page.getByRole("heading", { name: words.title, exact: true })).toBeVisible();
    await expect(page.getByText(words.domains.recordHint)).toBeVisible();
    expect(await layoutDefects(page), tag).toEqual([]);
  }
});
