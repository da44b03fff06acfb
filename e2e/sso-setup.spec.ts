import { writeFileSync } from "node:fs";
import { expect, test } from "./support/test";
import { messagesOf, setOidcIdentity, setTxtRecord, signUpVerified } from "./support/helpers";
import { expectConsoleAxeClean } from "./support/axe";
import { ssoOperatorEmail } from "./support/operators";
import { createOrganization, text } from "./support/organizations";
import { APP_URL, OIDC_PORT } from "./support/ports";
import { startSamlIdp } from "../tests/support/saml-idp";

const m = messagesOf("en");
/** The local OpenID Connect provider's issuer as its discovery document names it (oauth2-mock-server: localhost). */
const ISSUER = `http://localhost:${OIDC_PORT}`;
const en = m.sso;

/** A fresh e-mail domain of this run (the tests' DNS server answers for it once the test publishes its record). */
const freshDomain = (name: string) => `${name}-${Date.now().toString(36)}.sso-e2e.test`;

/** An owner whose own address is on `domain`, signed in, with a new organization made through its page. */
async function ownerWithOrganization(page: import("@playwright/test").Page, domain: string, orgName: string) {
  const email = `owner@${domain}`;
  await signUpVerified(page, email, "sso-setup-password-1", "Olive Owner");
  const slug = await createOrganization(page, orgName);
  await page.getByRole("link", { name: m.org.nav.sso }).first().click();
  await expect(page).toHaveURL(new RegExp(`/orgs/${slug}/sso$`));
  return { email, slug };
}

test("an owner sets up an OpenID Connect connection from the screens alone, and a new person of the domain signs in through it into the organization", async ({
  page,
  browser,
}) => {
  const domain = freshDomain("oidc");
  const { email: ownerEmail, slug } = await ownerWithOrganization(page, domain, "Federated OIDC Co");

  // The domain: claimed, its record published at "the DNS host", checked on request, proven.
  const domains = page.locator("#sso-domains");
  await domains.getByRole("form", { name: en.domains.add }).getByLabel(en.domains.domain).fill(domain);
  await domains.getByRole("button", { name: en.domains.add }).click();
  await expect(domains.getByText(en.domains.status.pending)).toBeVisible();
  const record = domains.locator("dl");
  const recordName = (await record.locator("dd").nth(0).textContent())!.trim();
  const recordValue = (await record.locator("dd").nth(1).textContent())!.trim();
  expect(recordName).toBe(`_accounts-sso.${domain}`);
  expect(recordValue).toMatch(/^accounts-sso-verification=/);
  // Before the record exists, a check says so and the domain stays pending.
  await domains.getByRole("button", { name: en.domains.check }).click();
  await expect(domains.getByText(en.errors.SSO_DOMAIN_RECORD_NOT_FOUND)).toBeVisible();
  await setTxtRecord(recordName, [recordValue]);
  await domains.getByRole("button", { name: en.domains.check }).click();
  await expect(page.getByText(en.domains.verified)).toBeVisible();
  await expect(domains.getByText(en.domains.status.verified)).toBeVisible();
  await expect(domains.getByRole("button", { name: en.domains.check })).toHaveCount(0);

  // The guided setup: OpenID Connect, the issuer found by discovery.
  const setup = page.getByRole("form", { name: en.setup.title });
  await setup.getByText("OpenID Connect").click();
  await setup.getByLabel(en.setup.domains).fill(domain);
  await setup.getByLabel(en.setup.issuer).fill(ISSUER);
  await setup.getByLabel(en.setup.clientId).fill("acme-sso-client");
  await setup.getByLabel(en.setup.clientSecret).fill("acme-sso-client-secret");
  await setup.getByRole("button", { name: en.setup.create }).click();
  await expect(page.getByText(en.setup.created)).toBeVisible();
  // Its card, named by its protocol and domain.
  const card = page.getByRole("region", { name: `OpenID Connect · ${domain}` });
  await expect(card).toContainText(en.connections.off);
  await expect(card).toContainText(en.connections.notTested);
  // Not switched on before a test.
  await expect(card.getByRole("checkbox", { name: en.connections.enable })).toBeDisabled();
  await expect(page.getByText("acme-sso-client-secret")).toHaveCount(0);

  // "Test the connection": round the provider (as the owner, whose address is on the domain) and back.
  await setOidcIdentity({ sub: `owner-${domain}`, email: ownerEmail, name: "Olive Owner", groups: ["acme-admins", "everyone"] });
  await card.getByRole("button", { name: en.connections.test }).click();
  await expect(page).toHaveURL(new RegExp(`/orgs/${slug}/sso\\?tested=`));
  await expect(card.getByText(en.connections.testPassed)).toBeVisible();
  const sent = card.getByRole("region", { name: en.connections.testTitle }).locator("dl");
  await expect(sent).toContainText(ownerEmail);
  await expect(sent).toContainText("acme-admins");
  await expect(card).not.toContainText(en.connections.notTested);

  // Switched on, with the provider's admins group made admins here.
  const settings = card.getByRole("form", { name: en.connections.settings });
  await settings.getByRole("checkbox", { name: en.connections.enable }).check();
  await settings.getByLabel(en.connections.roleMapping).fill("acme-admins = admin");
  await settings.getByRole("button", { name: en.connections.save }).click();
  await expect(page.getByText(en.connections.saved)).toBeVisible();
  await expect(card.getByText(en.connections.on, { exact: true })).toBeVisible();
  await page.reload();
  await expect(card.getByRole("checkbox", { name: en.connections.enable })).toBeChecked();

  // Someone new at the company, in a browser of their own: the sign-in page offers single sign-on for their address.
  const newcomer = `nora-${Date.now().toString(36)}@${domain}`;
  await setOidcIdentity({ sub: `nora-${domain}`, email: newcomer, name: "Nora Newcomer", groups: ["acme-admins"] });
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto("/sign-in");
  const sso = other.getByRole("form", { name: m.signIn.ssoTitle });
  await sso.getByLabel(m.signIn.ssoEmail).fill(newcomer);
  await sso.getByRole("button", { name: m.signIn.ssoContinue }).click();
  await expect(other.getByRole("heading", { name: m.home.welcome.replace("{name}", "Nora Newcomer") })).toBeVisible();
  await other.goto(`/orgs/${slug}`);
  await expect(other.getByRole("heading", { level: 1, name: "Federated OIDC Co", exact: true })).toBeVisible();
  await context.close();

  // The owner sees them among the members, made an admin by their group.
  await page.goto(`/orgs/${slug}/members`);
  const row = page.getByTestId("member-row").filter({ hasText: newcomer });
  await expect(row).toBeVisible();
  await expect(row).toContainText(m.org.roles.admin);

  // The organization's activity log tells the story.
  await page.goto(`/orgs/${slug}/activity`);
  const log = page.getByTestId("activity-row");
  const said = (message: string, values: Record<string, string>) => log.filter({ hasText: text(message, values) });
  const about = { actor: "Olive Owner", target: domain, protocol: "OpenID Connect" };
  await expect(said(m.org.activity.sso_domain_claimed, about)).toHaveCount(1);
  await expect(said(m.org.activity.sso_domain_verified, about)).toHaveCount(1);
  await expect(said(m.org.activity.sso_connection_created, about)).toHaveCount(1);
  await expect(said(m.org.activity.sso_connection_tested, about)).toHaveCount(1);
  await expect(said(m.org.activity.sso_connection_enabled, about)).toHaveCount(1);
  await expect(said(m.org.activity.sso_joined, { target: "Nora Newcomer", role: m.org.roles.admin })).toHaveCount(1);
});

test("an owner sets up a SAML connection by uploading the provider's metadata file, and sees what to paste into the provider", async ({
  page,
}, testInfo) => {
  const domain = freshDomain("saml");
  await ownerWithOrganization(page, domain, "Federated SAML Co");
  const idp = await startSamlIdp(`https://idp-${Date.now().toString(36)}.example/metadata`);
  const file = testInfo.outputPath("idp-metadata.xml");
  writeFileSync(file, idp.metadata);

  const setup = page.getByRole("form", { name: en.setup.title });
  await setup.getByLabel(en.setup.domains).fill(domain);
  // SAML and "File" are the setup's first choices; the file is chosen through the page's own picker.
  await expect(setup.getByText(en.setup.noFile)).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await setup.getByRole("button", { name: en.setup.chooseFile }).click();
  await (await chooser).setFiles(file);
  await expect(setup.getByText("idp-metadata.xml")).toBeVisible();
  await expect(setup.getByLabel(en.setup.metadataXml)).toHaveValue(/IDPSSODescriptor/);
  await setup.getByRole("button", { name: en.setup.create }).click();
  await expect(page.getByText(en.setup.created)).toBeVisible();

  const card = page.getByRole("region", { name: `SAML · ${domain}` });
  // The domain is not proven yet: the card says so and cannot be tested.
  await expect(card).toContainText(en.connections.domainsUnproven);
  await expect(card.getByRole("button", { name: en.connections.test })).toBeDisabled();
  const providerId = (await card.getAttribute("id"))!.replace(/^sso-/, "");
  const values = card.getByRole("region", { name: en.connections.spTitle });
  const api = `${APP_URL}/api/auth`;
  const metadataUrl = `${api}/sso/saml2/sp/metadata?providerId=${providerId}`;
  await expect(values.locator("div").filter({ hasText: en.connections.spEntityId }).locator("dd")).toHaveText(metadataUrl);
  await expect(values.locator("div").filter({ hasText: en.connections.spAcs }).locator("dd")).toHaveText(
    `${api}/sso/saml2/sp/acs/${providerId}`,
  );
  await expect(values.locator("div").filter({ hasText: en.connections.spMetadata }).locator("dd")).toHaveText(metadataUrl);
  // The SP metadata it points to is there for the provider to read.
  const metadata = await page.request.get(metadataUrl);
  expect(metadata.status()).toBe(200);
  expect(await metadata.text()).toContain(`${api}/sso/saml2/sp/acs/${providerId}`);
});

test("an operator finds a proven domain in the console and releases it; the organization sees who did, and it can be proven again", async ({
  page,
  browser,
}) => {
  const domain = freshDomain("release");
  const { slug } = await ownerWithOrganization(page, domain, "Released Domain Co");
  const domains = page.locator("#sso-domains");
  await domains.getByRole("form", { name: en.domains.add }).getByLabel(en.domains.domain).fill(domain);
  await domains.getByRole("button", { name: en.domains.add }).click();
  const record = domains.locator("dl");
  await setTxtRecord((await record.locator("dd").nth(0).textContent())!.trim(), [
    (await record.locator("dd").nth(1).textContent())!.trim(),
  ]);
  await domains.getByRole("button", { name: en.domains.check }).click();
  await expect(domains.getByText(en.domains.status.verified)).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const operator = await context.newPage();
  await signUpVerified(operator, ssoOperatorEmail, "sso-operator-password-1", "Otto Operator");
  const words = m.admin.sso.domains;
  await operator.goto("/admin");
  await operator.getByRole("navigation", { name: m.admin.nav.label }).getByRole("link", { name: m.admin.nav.ssoDomains }).click();
  await expect(operator.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
  await operator.getByLabel(words.search.label).fill(domain.slice(0, 10));
  await operator.getByRole("button", { name: words.search.submit }).click();
  const row = operator.getByTestId("sso-domain-row").filter({ hasText: domain });
  await expect(row).toContainText("Released Domain Co");
  await expectConsoleAxeClean(operator);
  await row.getByRole("button", { name: text(words.release.label, { domain }) }).click();
  const dialog = operator.getByRole("dialog");
  await expect(dialog).toContainText(text(words.release.text, { name: "Released Domain Co" }));
  await expectConsoleAxeClean(operator);
  await dialog.getByRole("button", { name: words.release.submit }).click();
  await expect(operator.getByText(words.release.done)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(operator.getByText(text(words.noMatch, { query: domain.slice(0, 10) }))).toBeVisible();
  // On a phone the list still fits.
  await operator.setViewportSize({ width: 390, height: 844 });
  await operator.goto("/admin/sso/domains");
  expect(await operator.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await context.close();

  // The organization's page no longer lists it, and its log says who released it.
  await page.reload();
  await expect(domains.getByText(domain)).toHaveCount(0);
  await page.goto(`/orgs/${slug}/activity`);
  await expect(
    page
      .getByTestId("activity-row")
      .filter({ hasText: text(m.org.activity.sso_domain_removed, { actor: "Otto Operator", target: domain }) }),
  ).toHaveCount(1);
});
