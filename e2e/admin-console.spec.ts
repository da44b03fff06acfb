import { expectConsoleAxeClean } from "./support/axe";
import { expect, test, type Browser, type Page } from "./support/test";
import { holdNavigation, linkIn, messagesOf, segmentsPrefetched, signUpInLanguage, uniqueEmail, waitForMail } from "./support/helpers";
import { addSessionsOf } from "./support/database";
import { operatorEmail, orgsOperatorEmail, ownersOperatorEmail, sessionsOperatorEmail } from "./support/operators";
import { APP_URL } from "./support/ports";

const PASSWORD = "every-language-1";

/** A full-page picture for reading after the run (test-results/…). */
async function snap(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

/** A verified user, signed up through the API in a context of its own (the operator's stays signed out), to act on. */
async function someone(browser: Browser, name: string) {
  const email = uniqueEmail("console-target");
  const own = await browser.newContext();
  const res = await own.request.post("/api/auth/sign-up/email", {
    headers: { origin: APP_URL },
    data: { email, password: "target-password-1", name },
  });
  expect(res.status()).toBe(200);
  expect((await own.request.get(linkIn(await waitForMail(email)))).ok()).toBe(true);
  await own.close();
  return email;
}

for (const [tag, code] of [
  ["en", 3],
  ["ru", 0],
] as const) {
  test(`an operator runs the console in ${tag}: users, block, impersonation, organizations, audit log`, async ({ browser }) => {
    // A long walk: two users made, one blocked, one impersonated, four sections checked twice.
    test.setTimeout(180_000);
    const m = messagesOf(tag);
    const a = m.admin;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const blocked = await someone(browser, `Blocked ${tag}`);
    const borrowed = await someone(browser, `Borrowed ${tag}`);
    await signUpInLanguage(page, operatorEmail(tag), code, PASSWORD);

    // The account menu leads an operator into the console.
    await page.goto("/");
    // The console's links prefetch their sections' outlines (loading.tsx) once on screen: the users section, held
    // back below, can show its outline only once that has arrived.
    const usersPrefetched = segmentsPrefetched(page, "/admin/users");
    await page.getByRole("navigation", { name: m.nav.mainNav }).getByRole("button", { name: m.nav.account, exact: true }).click();
    await page.getByRole("menuitem", { name: m.common.admin }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.overview.title);
    await expect(page.locator("html")).toHaveAttribute("lang", tag);
    await expectConsoleAxeClean(page);

    // Users: search, open, block with a reason.
    // A section on its way (held back here) shows its outline at once, under the new URL and its current link.
    const nav = page.getByRole("navigation", { name: a.nav.label });
    const usersLink = nav.getByRole("link", { name: a.nav.users });
    await usersPrefetched;
    const release = await holdNavigation(page, "/admin/users");
    await usersLink.click();
    const outline = page.getByTestId("page-loading");
    await expect(outline).toHaveText(m.common.loading);
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(usersLink).toHaveAttribute("aria-current", "page");
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.users.title);
    await expect(outline).toHaveCount(0);
    await expectConsoleAxeClean(page);
    await snap(page, `users-${tag}`);
    await page.getByRole("searchbox", { name: a.users.search.label }).fill(blocked);
    await page.getByRole("button", { name: a.users.search.submit }).click();
    await expect(page.getByTestId("user-row")).toHaveCount(1);
    await page.getByTestId("user-row").getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Blocked ${tag}`);
    await expectConsoleAxeClean(page);
    await snap(page, `user-${tag}`);
    await page.getByRole("button", { name: a.users.actions.ban }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: a.users.actions.banTitle })).toBeVisible();
    await dialog.getByLabel(a.users.fields.reason).fill("spam");
    await dialog.getByLabel(a.users.fields.days).fill("3");
    await expectConsoleAxeClean(page);
    await snap(page, `ban-dialog-${tag}`);
    await dialog.getByRole("button", { name: a.users.actions.ban }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(a.users.state.banned, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: a.users.actions.unban })).toBeVisible();

    // The blocked user is told why they cannot sign in, in the operator's language here (the browser's).
    const stranger = await browser.newContext({ locale: tag === "ru" ? "ru-RU" : "en-US" });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto("/sign-in");
    const form = strangerPage.getByRole("form", { name: m.signIn.withPassword });
    await form.getByLabel(m.common.email).fill(blocked);
    await form.getByLabel(m.common.password, { exact: true }).fill("target-password-1");
    await form.getByRole("button", { name: m.signIn.submit }).click();
    await expect(strangerPage.getByText(m.errors.BANNED_USER)).toBeVisible();
    await stranger.close();

    // A detail page answers 404 for an id that does not exist: decided by the page, which no outline covers.
    for (const section of ["users", "organizations", "customers", "orders", "subscriptions", "webhooks"])
      expect([section, (await page.goto(`/admin/${section}/no-such-id`))?.status()]).toEqual([section, 404]);

    // Impersonation: a banner on every page and one click back.
    await page.goto("/admin/users");
    await page.getByRole("searchbox", { name: a.users.search.label }).fill(borrowed);
    await page.getByRole("button", { name: a.users.search.submit }).click();
    await page.getByTestId("user-row").getByRole("link").click();
    await page.getByRole("button", { name: a.users.actions.impersonate }).click();
    await page.getByRole("dialog").getByRole("button", { name: a.users.actions.impersonate }).click();
    const banner = page.getByTestId("impersonation-banner");
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(borrowed);
    await page.goto("/settings");
    await expect(banner).toBeVisible();
    await snap(page, `impersonating-${tag}`);
    // The console is closed to the borrowed session.
    expect((await page.goto("/admin"))?.status()).toBe(404);
    await banner.getByRole("button", { name: a.impersonation.stop }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Borrowed ${tag}`);
    await expect(banner).toBeHidden();

    // Organizations and the audit log.
    await nav.getByRole("link", { name: a.nav.organizations }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.orgs.title);
    await expectConsoleAxeClean(page);
    await nav.getByRole("link", { name: a.nav.audit }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.audit.title);
    const rows = page.getByTestId("audit-row");
    await expect(rows.filter({ hasText: a.audit.actions.user_ban }).filter({ hasText: blocked })).toHaveCount(1);
    await expect(rows.filter({ hasText: a.audit.actions.user_impersonate }).filter({ hasText: borrowed })).toHaveCount(1);
    await expect(rows.filter({ hasText: a.audit.actions.user_stop_impersonating }).filter({ hasText: borrowed })).toHaveCount(1);
    await expectConsoleAxeClean(page);
    await snap(page, `audit-${tag}`);

    // On a phone the console still fits.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/admin", "/admin/users", "/admin/organizations", "/admin/audit"]) {
      await page.goto(path);
      await expectNoSidewaysScroll(page);
      await snap(page, `phone${path.replaceAll("/", "-")}-${tag}`);
    }
    await context.close();
  });
}

/** A verified owner of a new organization, made through the API in a context of its own. */
async function organizationOf(browser: Browser, ownerName: string, name: string) {
  const email = uniqueEmail("console-owner");
  const own = await browser.newContext();
  const headers = { origin: APP_URL };
  expect(
    (
      await own.request.post("/api/auth/sign-up/email", { headers, data: { email, password: "owner-password-1", name: ownerName } })
    ).status(),
  ).toBe(200);
  expect((await own.request.get(linkIn(await waitForMail(email)))).ok()).toBe(true);
  expect((await own.request.post("/api/auth/sign-in/email", { headers, data: { email, password: "owner-password-1" } })).status()).toBe(
    200,
  );
  const created = await own.request.post("/api/auth/organization/create", {
    headers,
    data: { name, slug: `console-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  await own.close();
  return { id, email };
}

for (const [tag, code] of [
  ["en", 3],
  ["ru", 0],
] as const) {
  test(`an operator acts as an owner on an organization in ${tag}: teams, team members, invitations`, async ({ browser }) => {
    test.setTimeout(120_000);
    const m = messagesOf(tag);
    const o = m.admin.orgs;
    const org = await organizationOf(browser, `Owner ${tag}`, `Workshop ${tag}`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signUpInLanguage(page, orgsOperatorEmail(tag), code, PASSWORD);
    await page.goto(`/admin/organizations/${org.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Workshop ${tag}`);
    const dialog = page.getByRole("dialog");
    const teams = page.getByTestId("org-team-row");

    // A team: its name is required, then it is created.
    await page.getByRole("button", { name: o.teams.create }).click();
    await dialog.getByRole("button", { name: o.teams.create }).click();
    await expect(dialog.getByText(o.teams.nameRequired)).toBeVisible();
    await expectConsoleAxeClean(page);
    await dialog.getByLabel(o.teams.name).fill("Design");
    await dialog.getByRole("button", { name: o.teams.create }).click();
    await expect(dialog).toBeHidden();
    await expect(teams.filter({ hasText: "Design" })).toBeVisible();
    await expect(teams.filter({ hasText: "Design" })).toContainText(o.teams.noMembers);

    // The owner joins the team, leaves it, and the team is renamed.
    await page.getByRole("button", { name: o.teams.addMemberLabel.replace("{name}", "Design") }).click();
    await dialog.getByLabel(o.teams.person).selectOption({ label: `Owner ${tag} (${org.email})` });
    await expectConsoleAxeClean(page);
    await dialog.getByRole("button", { name: o.teams.addMember }).click();
    await expect(dialog).toBeHidden();
    await expect(teams.filter({ hasText: "Design" })).toContainText(`Owner ${tag}`);
    await page
      .getByRole("button", { name: o.teams.removeMemberLabel.replace("{name}", `Owner ${tag}`).replace("{team}", "Design") })
      .click();
    await expect(teams.filter({ hasText: "Design" })).toContainText(o.teams.noMembers);
    await page.getByRole("button", { name: o.teams.renameLabel.replace("{name}", "Design") }).click();
    await dialog.getByLabel(o.teams.name).fill("Design team");
    await dialog.getByRole("button", { name: o.teams.save }).click();
    await expect(dialog).toBeHidden();
    await expect(teams.filter({ hasText: "Design team" })).toBeVisible();

    // An invitation into that team: a malformed address is explained, then the mail goes out.
    const invitee = uniqueEmail(`console-invitee-${tag}`);
    await page.getByRole("button", { name: o.invitations.invite }).click();
    await dialog.getByLabel(o.invitations.email).fill("not-an-address");
    await dialog.getByRole("button", { name: o.invitations.send }).click();
    await expect(dialog.getByText(o.invitations.emailInvalid)).toBeVisible();
    await dialog.getByLabel(o.invitations.email).fill(invitee);
    await dialog.getByLabel(o.invitations.role).selectOption("admin");
    await dialog.getByLabel(o.invitations.team).selectOption({ label: "Design team" });
    await expectConsoleAxeClean(page);
    await dialog.getByRole("button", { name: o.invitations.send }).click();
    await expect(dialog).toBeHidden();
    const invitation = page.getByTestId("org-invitation-row").filter({ hasText: invitee });
    await expect(invitation).toContainText("Design team");
    expect(linkIn(await waitForMail(invitee))).toMatch(/\/accept-invitation\/[A-Za-z0-9]+$/);
    await invitation.getByRole("button", { name: o.invitations.resendLabel.replace("{email}", invitee) }).click();
    await expect(page.getByText(o.invitations.resent.replace("{email}", invitee))).toBeVisible();
    await waitForMail(invitee, 2);

    // Each step is in the organization's audit list.
    const audit = page.locator("#org-audit").getByTestId("audit-row");
    await page.reload();
    for (const action of [
      "team_create",
      "team_member_add",
      "team_member_remove",
      "team_update",
      "invitation_create",
      "invitation_resend",
    ] as const)
      await expect(audit.filter({ hasText: m.admin.audit.actions[action] }).first()).toBeVisible();
    await expectConsoleAxeClean(page);
    await snap(page, `organization-${tag}`);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await snap(page, `phone-organization-${tag}`);
    await context.close();
  });
}

test("the only owner of an organization with other members cannot be deleted from the console, in Russian", async ({ browser }) => {
  const m = messagesOf("ru");
  const a = m.admin;
  const org = await organizationOf(browser, "Единственный Владелец", `Мастерская ${Date.now().toString(36)}`);
  const joiner = await someone(browser, "Участник");
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUpInLanguage(page, ownersOperatorEmail, 0, PASSWORD);

  // With the owner alone in the organization, deleting them is offered.
  await page.goto(`/admin/users?q=${encodeURIComponent(org.email)}`);
  await page.getByTestId("user-row").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Единственный Владелец");
  const ownerPage = page.url();
  await expect(page.getByRole("button", { name: a.users.actions.delete })).not.toHaveAttribute("aria-disabled");

  // Someone joins: now the button does nothing, described by the notice that names the organization.
  await page.goto(`/admin/organizations/${org.id}`);
  await page.getByRole("button", { name: a.orgs.members.add }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(a.orgs.members.email).fill(joiner);
  await dialog.getByRole("button", { name: a.orgs.members.add }).click();
  await expect(dialog).toBeHidden();
  await page.goto(ownerPage);
  const notice = page.getByRole("status").filter({ hasText: a.users.deleteBlockedTitle });
  await expect(notice).toContainText(a.users.errors.ONLY_OWNER_OF_ORGANIZATION);
  const button = page.getByRole("button", { name: a.users.actions.delete });
  await expect(button).toHaveAttribute("aria-disabled", "true");
  await expect(button).toHaveAccessibleDescription(a.users.errors.ONLY_OWNER_OF_ORGANIZATION);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectConsoleAxeClean(page);
  await snap(page, "user-only-owner-ru");
  await notice.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/organizations/${org.id}$`));
  await context.close();
});

test("the console lists the ten sessions a user used last and counts the rest; signing out everywhere ends them all", async ({
  browser,
}) => {
  const a = messagesOf("en").admin;
  const target = await someone(browser, "Script Runner");
  // Fourteen more, as a script that signs in again and again leaves them; the list shows ten (SESSIONS_LISTED).
  const live = await addSessionsOf(target, 14);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUpInLanguage(page, sessionsOperatorEmail, 3, PASSWORD);

  await page.goto(`/admin/users?q=${encodeURIComponent(target)}`);
  await page.getByTestId("user-row").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Script Runner");
  const rows = page.getByTestId("user-session-row");
  await expect(rows).toHaveCount(10);
  const note = page.getByTestId("unlisted-sessions");
  await expect(note).toHaveText(`${live - 10} sessions used longer ago are not listed. “${a.users.sessions.revokeAll}” ends them too.`);
  await expectConsoleAxeClean(page);

  await page.getByRole("button", { name: a.users.sessions.revokeAll }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: a.users.sessions.revokeAll }).click();
  await expect(page.getByText(a.users.sessions.revokedAll)).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(note).toHaveCount(0);
  await expect(page.getByText(a.users.sessions.none)).toBeVisible();
  expect(await addSessionsOf(target, 0)).toBe(0);
  await context.close();
});

test("the console answers not-found to a signed-in member and sends a visitor to sign in", async ({ page }) => {
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fadmin%2Fusers/);
  await signUpInLanguage(page, uniqueEmail("console-member"), 3, PASSWORD);
  expect((await page.goto("/admin"))?.status()).toBe(404);
  expect((await page.goto("/admin/users"))?.status()).toBe(404);
});
