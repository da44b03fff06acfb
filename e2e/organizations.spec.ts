import { expect, test, type Page } from "./support/test";
import { seriousAxeViolations } from "./support/axe";
import { mkdirSync } from "node:fs";
import { messagesOf, signOut, signUpVerified, uniqueEmail } from "./support/helpers";
import { acceptFromMail, createOrganization, invite, joinFromMail, signUpPerson, text } from "./support/organizations";
import { gradientPng } from "./support/images";
import { APP_URL } from "./support/ports";

const LANGUAGES = { en: 3, ru: 0 } as const;
const SECTIONS = ["", "/members", "/invitations", "/teams", "/billing", "/activity", "/settings"] as const;

test("an owner invites people by e-mail; they sign up from the link, land in the organization and see only what their role allows", async ({
  page,
  browser,
}) => {
  const ownerEmail = uniqueEmail("owner");
  await signUpVerified(page, ownerEmail, "owner-password-1", "Olivia Owner");
  await page.getByRole("link", { name: "Continue" }).click();
  const orgName = `Acme ${Date.now().toString(36)}`;
  const slug = await createOrganization(page, orgName);

  const adminEmail = uniqueEmail("admin");
  const memberEmail = uniqueEmail("member");
  await invite(page, slug, adminEmail, "admin");
  await invite(page, slug, memberEmail, "member");
  await expect(page.getByTestId("invitation-row")).toHaveCount(2);
  await expect(page.getByTestId("invitation-row").filter({ hasText: "Pending" })).toHaveCount(2);

  const admin = await joinFromMail(browser, adminEmail, orgName);
  await expect(admin.page.getByText("Your role: Admin")).toBeVisible();
  await admin.page.goto(`/orgs/${slug}/settings`);
  await expect(admin.page.getByRole("heading", { name: "Organization settings" })).toBeVisible();
  await expect(admin.page.getByRole("button", { name: "Delete organization" })).toHaveCount(0);
  await admin.page.goto(`/orgs/${slug}/invitations`);
  await expect(admin.page.getByRole("button", { name: "Send invitation" })).toBeVisible();

  const member = await joinFromMail(browser, memberEmail, orgName);
  await expect(member.page.getByText("Your role: Member")).toBeVisible();
  await member.page.goto(`/orgs/${slug}/members`);
  await expect(member.page.getByTestId("member-row")).toHaveCount(3);
  await expect(member.page.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  await expect(member.page.getByRole("button", { name: /^Role of/ })).toHaveCount(0);
  await member.page.goto(`/orgs/${slug}/invitations`);
  await expect(member.page.getByRole("button", { name: "Send invitation" })).toHaveCount(0);
  await expect(member.page.getByTestId("invitation-row").filter({ hasText: "Accepted" })).toHaveCount(2);
  await member.page.goto(`/orgs/${slug}/teams`);
  await expect(member.page.getByRole("button", { name: "New team" })).toHaveCount(0);
  await expect(member.page.getByRole("link", { name: "Activity" })).toHaveCount(0);
  for (const section of ["activity", "webhooks", "sso"]) {
    expect((await member.page.goto(`/orgs/${slug}/${section}`))?.status(), section).toBe(404);
  }
  await member.page.goto(`/orgs/${slug}/settings`);
  await expect(member.page.getByRole("button", { name: "Save" })).toHaveCount(0);

  // The owner's overview counts them: three members, no invitation waiting, two accepted.
  await page.goto(`/orgs/${slug}`);
  await expect(page.getByRole("region", { name: "Members" })).toContainText("3 members");
  const invitationsCard = page.getByRole("region", { name: "Invitations" });
  await expect(invitationsCard).toContainText("No pending invitations");
  await expect(invitationsCard).toContainText("2 accepted so far");

  // The owner sees both joins in the activity log, in the past tense, and can promote the member.
  await page.goto(`/orgs/${slug}/activity`);
  await expect(page.getByTestId("activity-row").filter({ hasText: "accepted the invitation" })).toHaveCount(2);
  // Narrowed to one kind: the address keeps it, and only that kind is listed.
  const filter = page.getByRole("navigation", { name: "Show in the log" });
  await filter.getByRole("link", { name: "Organization" }).click();
  await expect(page).toHaveURL(/\?kind=organization$/);
  await expect(filter.getByRole("link", { name: "Organization" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("activity-row")).toHaveCount(1);
  await expect(page.getByTestId("activity-row")).toContainText("created the organization");
  await filter.getByRole("link", { name: "Invitations" }).click();
  await expect(page.getByTestId("activity-row").filter({ hasText: "accepted the invitation" })).toHaveCount(2);
  await expect(page.getByTestId("activity-row").filter({ hasText: "created the organization" })).toHaveCount(0);
  await page.goto(`/orgs/${slug}/members`);
  const roleOfMember = page.getByRole("button", { name: /^Role of Invitee member/ });
  await roleOfMember.click();
  await page.getByRole("menuitemradio", { name: /^Admin/ }).click();
  await expect(page.getByText(/is now Admin\.$/)).toBeVisible();
  await expect(roleOfMember).toContainText("Admin");

  // A new sign-in lands in the organization that was last active.
  await signOut(member.page);
  await expect(member.page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  const form = member.page.getByRole("form", { name: "Password" });
  await form.getByLabel("E-mail").fill(memberEmail);
  await form.getByLabel("Password").fill("invitee-password-1");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(member.page.getByRole("heading", { name: orgName })).toBeVisible();

  // An outsider cannot see the organization at all.
  const outsider = await browser.newContext();
  const outsiderPage = await outsider.newPage();
  await signUpVerified(outsiderPage, uniqueEmail("outsider"), "outsider-password-1");
  // Not by any section either: the 404 is decided before a section's outline is sent.
  for (const section of SECTIONS) expect([section, (await outsiderPage.goto(`/orgs/${slug}${section}`))?.status()]).toEqual([section, 404]);
  await outsiderPage.goto(`/orgs/${slug}`);
  await expect(outsiderPage.getByRole("heading", { name: "Page not found" })).toBeVisible();

  await Promise.all([admin.context.close(), member.context.close(), outsider.close()]);
});

for (const [lang, code] of Object.entries(LANGUAGES)) {
  const m = messagesOf(lang);
  const o = m.org;

  test(`the whole organization flow in ${lang}: create, invite, accept, change a role, remove, teams, settings, delete`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signUpPerson(page, uniqueEmail(`owner-${lang}`), "Olga Owner", code);
    // A name in the user's script: the suggested address is its transliteration.
    const id = Date.now().toString(36);
    const orgName = lang === "ru" ? `Ромашка ${id}` : `Daisy ${id}`;
    const slug = await createOrganization(page, orgName, m);
    expect(slug).toBe(`${lang === "ru" ? "romashka" : "daisy"}-${id}`);

    // Two people with accounts of their own are invited; the mails lead them in.
    const people = [
      { email: uniqueEmail(`ada-${lang}`), name: "Ada Admin", role: "admin" as const },
      { email: uniqueEmail(`max-${lang}`), name: "Max Member", role: "member" as const },
    ];
    const contexts = [];
    for (const person of people) {
      const context = await browser.newContext();
      contexts.push(context);
      await signUpPerson(await context.newPage(), person.email, person.name, code);
    }
    for (const person of people) await invite(page, slug, person.email, person.role, m);
    await expect(page.getByTestId("invitation-row").filter({ hasText: o.invitations.status.pending })).toHaveCount(2);
    for (const [i, person] of people.entries()) await acceptFromMail(contexts[i].pages()[0], person.email, orgName, 2, m);
    await page.reload();
    await expect(page.getByTestId("invitation-row").filter({ hasText: o.invitations.status.accepted })).toHaveCount(2);

    // A canceled invitation keeps its row with the status.
    const stranger = uniqueEmail(`cancel-${lang}`);
    await invite(page, slug, stranger, "member", m);
    await page.getByRole("button", { name: text(o.invitations.cancelNamed, { email: stranger }) }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: o.invitations.cancel }).click();
    await expect(page.getByTestId("invitation-row").filter({ hasText: stranger })).toContainText(o.invitations.status.canceled);

    // Roles change through the menu; removal asks first.
    await page.goto(`/orgs/${slug}/members`);
    await expect(page.getByTestId("member-row")).toHaveCount(3);
    const roleOfMax = page.getByRole("button", { name: text(o.members.role, { name: "Max Member" }) });
    await roleOfMax.click();
    await page.getByRole("menuitemradio", { name: new RegExp(`^${o.roles.admin}`) }).click();
    await expect(page.getByText(text(o.members.roleChanged, { name: "Max Member", role: o.roles.admin }))).toBeVisible();
    await expect(roleOfMax).toContainText(o.roles.admin);
    const removeAda = page.getByRole("button", { name: text(o.members.removeNamed, { name: "Ada Admin" }) });
    await removeAda.click();
    const removal = page.getByRole("alertdialog");
    await expect(removal).toContainText(text(o.members.removeTitle, { name: "Ada Admin" }));
    // Called off, the table's one removal dialog gives the focus back to the row's button and removes no one.
    await page.keyboard.press("Escape");
    await expect(removal).toHaveCount(0);
    await expect(removeAda).toBeFocused();
    await expect(page.getByTestId("member-row")).toHaveCount(3);
    await page.keyboard.press("Enter");
    await expect(removal).toContainText(text(o.members.removeTitle, { name: "Ada Admin" }));
    await removal.getByRole("button", { name: o.members.removeConfirm }).click();
    await expect(page.getByTestId("member-row")).toHaveCount(2);
    await expect(page.getByText(text(o.members.removed, { name: "Ada Admin" }))).toBeVisible();

    // The only owner cannot leave: the button stays disabled and the row says why. With a second owner it asks.
    const ownRow = page.getByTestId("member-row").filter({ hasText: "Olga Owner" });
    const leave = ownRow.getByRole("button", { name: o.members.leave, exact: true });
    await expect(leave).toHaveAttribute("aria-disabled", "true");
    await expect(leave).toHaveAccessibleDescription(o.members.onlyOwner);
    await expect(ownRow.getByText(o.members.onlyOwner)).toBeVisible();
    await roleOfMax.click();
    await page.getByRole("menuitemradio", { name: new RegExp(`^${o.roles.owner}`) }).click();
    await expect(roleOfMax).toContainText(o.roles.owner);
    await expect(ownRow.getByText(o.members.onlyOwner)).toHaveCount(0);
    await leave.click();
    await expect(page.getByRole("alertdialog")).toContainText(text(o.members.leaveTitle, { organization: orgName }));
    await page.getByRole("alertdialog").getByRole("button", { name: o.members.cancel }).click();
    await expect(page.getByTestId("member-row")).toHaveCount(2);

    // The log says what happened, in the past tense, and names people as the members table does; someone
    // invited who has no account is named by the e-mail the invitation went to.
    await page.goto(`/orgs/${slug}/activity`);
    const log = page.getByTestId("activity-row");
    await expect(log.filter({ hasText: text(o.activity.accepted, { actor: "Ada Admin" }) })).toHaveCount(1);
    await expect(
      log.filter({
        hasText: text(o.activity.role_changed, { actor: "Olga Owner", target: "Max Member", from: o.roles.member, to: o.roles.admin }),
      }),
    ).toHaveCount(1);
    await expect(log.filter({ hasText: text(o.activity.removed, { actor: "Olga Owner", target: "Ada Admin" }) })).toHaveCount(1);
    await expect(log.filter({ hasText: text(o.activity.canceled, { actor: "Olga Owner", target: stranger }) })).toHaveCount(1);

    // Teams: create, add and remove a member, rename, delete.
    await page.goto(`/orgs/${slug}/teams`);
    const teams = page.getByTestId("team-row");
    const before = await teams.count();
    // The organization's only team (made with it) cannot be deleted, and its card says why.
    expect(before).toBe(1);
    const onlyTeam = page.getByRole("button", { name: text(o.teams.deleteNamed, { name: orgName }) });
    await expect(onlyTeam).toHaveAttribute("aria-disabled", "true");
    await expect(onlyTeam).toHaveAccessibleDescription(o.teams.lastTeam);
    await page.getByRole("button", { name: o.teams.new }).click();
    const create = page.getByRole("dialog");
    await create.getByRole("button", { name: o.teams.create }).click();
    await expect(create.getByText(o.validation.teamName)).toBeVisible();
    await create.getByLabel(o.teams.name).fill("Design");
    await create.getByRole("button", { name: o.teams.create }).click();
    await expect(create).toHaveCount(0);
    await expect(teams).toHaveCount(before + 1);
    // A second team of the same name (case aside) is refused in the user's language; the dialog stays open.
    await page.getByRole("button", { name: o.teams.new }).click();
    await create.getByLabel(o.teams.name).fill("design");
    await create.getByRole("button", { name: o.teams.create }).click();
    await expect(create.getByText(m.errors.TEAM_ALREADY_EXISTS)).toBeVisible();
    await create.getByRole("button", { name: o.teams.cancel }).click();
    await expect(create).toHaveCount(0);
    await expect(teams).toHaveCount(before + 1);
    await expect(onlyTeam).not.toHaveAttribute("aria-disabled");
    await expect(page.getByText(o.teams.lastTeam)).toHaveCount(0);
    const design = page.locator("section").filter({ has: page.getByRole("heading", { name: "Design" }) });
    await design.getByRole("button", { name: `${o.teams.addMember} (Design)` }).click();
    // The picker asks the server as one types: a part of a name finds the person, a text nobody has says so.
    const findPerson = page.getByRole("combobox", { name: o.teams.findPerson });
    await findPerson.fill("zz-nobody");
    await expect(page.getByText(o.teams.noPerson)).toBeVisible();
    await findPerson.fill("max m");
    await expect(page.getByRole("option")).toHaveCount(1);
    await page.getByRole("option", { name: /Max Member/ }).click();
    await expect(design.getByText(people[1].email)).toBeVisible();
    await design.getByRole("button", { name: text(o.teams.removeMember, { name: "Max Member" }) }).click();
    await expect(design.getByText(o.teams.noMembers)).toBeVisible();
    await design.getByRole("button", { name: text(o.teams.renameNamed, { name: "Design" }) }).click();
    await page.getByRole("dialog").getByLabel(o.teams.name).fill("Product design");
    await page.getByRole("dialog").getByRole("button", { name: o.teams.save }).click();
    await expect(page.getByRole("heading", { name: "Product design" })).toBeVisible();
    await page.getByRole("button", { name: text(o.teams.deleteNamed, { name: "Product design" }) }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: o.teams.delete }).click();
    await expect(teams).toHaveCount(before);

    // Settings: the button says Save; a bad logo address is explained; the new name shows at once.
    await page.goto(`/orgs/${slug}/settings`);
    const profile = page.getByRole("form", { name: o.settings.profileTitle });
    await expect(profile.getByRole("button", { name: o.settings.save, exact: true })).toBeVisible();
    await profile.getByLabel(o.settings.logo).fill("javascript:alert(1)");
    await profile.getByRole("button", { name: o.settings.save }).click();
    await expect(profile.getByText(o.validation.logo)).toBeVisible();
    await profile.getByLabel(o.settings.logo).fill("");
    const renamed = `${orgName} 2`;
    await profile.getByLabel(o.create.name).fill(renamed);
    // A logo is uploaded like a profile picture: shrunk in the browser, and saved with the name.
    await profile.locator('input[type="file"]').setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: gradientPng(300) });
    await expect(profile.getByText(m.picture.uploaded, { exact: true })).toBeVisible();
    await profile.getByRole("button", { name: o.settings.save }).click();
    await expect(page.getByText(o.settings.saved)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    await page.reload();
    await expect(profile.getByText(m.picture.uploaded, { exact: true })).toBeVisible();
    await expect(page.locator("main img").first()).toHaveAttribute("src", /^data:image\/(webp|jpeg);base64,/);
    // Metadata: Save waits for a change (an empty row is none), and is disabled again once it is stored.
    const metadata = page.getByRole("form", { name: o.settings.metadata });
    const saveMetadata = metadata.getByRole("button", { name: o.settings.save });
    await expect(saveMetadata).toBeDisabled();
    await metadata.getByRole("button", { name: o.settings.addPair }).click();
    await expect(saveMetadata).toBeDisabled();
    await metadata.getByLabel(text(o.settings.keyNumbered, { index: 1 })).fill("crm");
    await metadata.getByLabel(text(o.settings.valueNumbered, { index: 1 })).fill("42");
    await saveMetadata.click();
    await expect(page.getByText(o.settings.metadataSaved)).toBeVisible();
    await expect(saveMetadata).toBeDisabled();
    await page.reload();
    await expect(page.getByLabel(text(o.settings.keyNumbered, { index: 1 }))).toHaveValue("crm");
    await expect(saveMetadata).toBeDisabled();
    await metadata.getByLabel(text(o.settings.valueNumbered, { index: 1 })).fill("43");
    await expect(saveMetadata).toBeEnabled();

    // Deleting needs the name typed.
    await page.getByRole("button", { name: o.delete.submit }).click();
    const confirm = page.getByRole("alertdialog");
    const confirmButton = confirm.getByRole("button", { name: o.delete.submit });
    await expect(confirmButton).toBeDisabled();
    await confirm.getByRole("textbox").fill(renamed);
    await confirmButton.click();
    await expect(page).toHaveURL(`${APP_URL}/`);
    await expect(page.getByText(text(o.delete.deleted, { name: renamed }))).toBeVisible();
    await page.goto(`/orgs/${slug}`);
    await expect(page.getByRole("heading", { name: m.errorPage.notFoundTitle })).toBeVisible();

    await Promise.all(contexts.map((c) => c.close()));
  });
}

/** An organization with people, a team and activity, seen by its owner, for the layout and accessibility checks. */
async function furnishedOrganization(page: Page, code: number) {
  await signUpPerson(page, uniqueEmail("layout"), "Konstantin Konstantinopolsky", code);
  const res = await page.request.post("/api/auth/organization/create", {
    headers: { origin: APP_URL },
    data: { name: "Международная торгово-промышленная компания", slug: `layout-${Date.now().toString(36)}` },
  });
  expect(res.status()).toBe(200);
  const { slug, id } = (await res.json()) as { slug: string; id: string };
  for (const role of ["admin", "member"]) {
    const invited = await page.request.post("/api/auth/organization/invite-member", {
      headers: { origin: APP_URL },
      data: { email: uniqueEmail(`layout-${role}`), role, organizationId: id },
    });
    expect(invited.status()).toBe(200);
  }
  const team = await page.request.post("/api/auth/organization/create-team", {
    headers: { origin: APP_URL },
    data: { name: "Исследования и разработка", organizationId: id },
  });
  expect(team.status()).toBe(200);
  return slug;
}

/** Nothing sticks out sideways: the page does not scroll horizontally. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** Each member's role sits in its own column, or on a phone under the person's name and e-mail, inside the row. */
async function expectRolesPlaced(page: Page, phone: boolean) {
  const misplaced = await page.getByTestId("member-row").evaluateAll(
    (rows, phone) =>
      rows.flatMap((row) => {
        const [person, role] = [...row.querySelectorAll("td")].map((cell) => cell.getBoundingClientRect());
        const words = row.querySelector("td .grid")!.getBoundingClientRect();
        const box = row.getBoundingClientRect();
        const inRow = role.top >= box.top && role.bottom <= box.bottom && role.height > 0;
        const placed = phone ? role.top >= words.bottom && role.left >= words.left - 1 : role.left >= person.right;
        return inRow && placed ? [] : [row.textContent];
      }),
    phone,
  );
  expect(misplaced).toEqual([]);
}

// In Russian, the longer of the two: the walk (e2e/walk) judges every organization page in all eight languages;
// this one photographs a furnished organization's pages with their rows, in the explicit themes.
for (const lang of ["ru"] as const) {
  test(`organization pages fit at 1280 and 390 px in ${lang}, light and dark`, async ({ page, context }) => {
    test.setTimeout(180_000);
    const o = messagesOf(lang).org;
    const slug = await furnishedOrganization(page, LANGUAGES[lang]);
    const dir = `test-results/screens/organizations`;
    mkdirSync(dir, { recursive: true });
    for (const theme of ["light", "dark"] as const) {
      await context.addCookies([{ name: "theme", value: theme, url: APP_URL }]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        for (const section of [...SECTIONS, "new"] as const) {
          await page.goto(section === "new" ? "/organizations/new" : `/orgs/${slug}${section}`);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          if (section !== "new") await expect(page.getByRole("navigation", { name: o.nav.label })).toBeVisible();
          await expectNoSidewaysScroll(page);
          if (section === "/members") await expectRolesPlaced(page, width === 390);
          const name = section === "new" ? "new" : section.slice(1) || "overview";
          await page.screenshot({ path: `${dir}/${name}-${lang}-${width}-${theme}.png`, fullPage: true });
        }
      }
    }
  });
}

test("the invitations page hydrates the words the server wrote, whatever the browser's clock says", async ({ page }) => {
  const slug = await furnishedOrganization(page, LANGUAGES.en);
  // The browser's clock is 30 hours ahead of the server's: counted from it, "expires in 2 days" would read
  // "in 18 hours" and React would find the server's text different from its own.
  await page.clock.install({ time: Date.now() + 30 * 3600_000 });
  const errors: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`/orgs/${slug}/invitations`);
  await page.waitForLoadState("networkidle");
  const expires = text(messagesOf("en").org.invitations.expires, { when: "in 2 days" });
  await expect(page.getByTestId("invitation-row").first()).toContainText(expires);
  expect(errors).toEqual([]);
});

// The organization's screens are judged by axe in both themes at both widths by the walk (e2e/walk); the walk opens
// no dialog, and a dialog is rendered outside <main>.
test.describe("accessibility of the organization pages", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`the delete dialog has no serious or critical axe violation in ${theme} mode`, async ({ page, context }) => {
      await context.addCookies([{ name: "theme", value: theme, url: APP_URL }]);
      const slug = await furnishedOrganization(page, LANGUAGES.en);
      await page.goto(`/orgs/${slug}/settings`);
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await page.getByRole("button", { name: "Delete organization" }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      expect(await seriousAxeViolations(page, ["[role=alertdialog]"])).toEqual([]);
    });
  }
});

test("one's own invitations are accepted or declined right in the list", async ({ page, browser }) => {
  await signUpVerified(page, uniqueEmail("inviter"), "owner-password-1", "Ivy Inviter");
  const stamp = Date.now().toString(36);
  const [declined, accepted] = [`Declined ${stamp}`, `Accepted ${stamp}`];
  const declinedSlug = await createOrganization(page, declined);
  const acceptedSlug = await createOrganization(page, accepted);
  // The invitee has an account (signed up first, so the first mail to them is the verification).
  const inviteeEmail = uniqueEmail("invitee");
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await signUpPerson(invitee, inviteeEmail, "Ian Invitee", 3);
  await invite(page, declinedSlug, inviteeEmail, "member");
  await invite(page, acceptedSlug, inviteeEmail, "admin");

  // The home says that two invitations wait, and leads to them.
  await invitee.goto("/");
  await invitee.getByRole("link", { name: /^Invitations.*2 pending$/ }).click();
  const rows = invitee.locator("#my-invitations").getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await invitee.getByRole("button", { name: `Decline: ${declined}` }).click();
  await expect(invitee.getByText("You declined the invitation.")).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(accepted);

  await invitee.getByRole("button", { name: `Accept: ${accepted}` }).click();
  await expect(invitee).toHaveURL(new RegExp(`/orgs/${acceptedSlug}$`));
  await expect(invitee.getByText("Your role: Admin")).toBeVisible();
  await invitee.goto("/invitations");
  await expect(invitee.getByText("You have no pending invitations.")).toBeVisible();
  // Back in the personal space, the home lists the organization joined, with the role in it.
  await invitee.getByRole("button", { name: /^Switch account: / }).click();
  // The home follows the session's active organization: wait until the switch to the personal space is stored.
  const stored = invitee.waitForResponse((r) => r.url().includes("/api/auth/organization/set-active") && r.ok());
  await invitee.getByRole("option", { name: /Personal account/ }).click();
  await stored;
  await expect(invitee.getByRole("button", { name: /^Switch account: .*Personal account$/ })).toBeVisible();
  await invitee.goto("/");
  const joined = invitee.getByRole("region", { name: "Your organizations" }).getByRole("link");
  await expect(joined).toHaveCount(1);
  await expect(joined).toContainText(accepted);
  await expect(joined).toContainText("Admin");
  await expect(invitee.getByRole("link", { name: /^Invitations/ })).not.toContainText("pending");

  // The organization that was declined shows it so.
  await page.goto(`/orgs/${declinedSlug}/invitations`);
  await expect(page.getByTestId("invitation-row").filter({ hasText: inviteeEmail })).toContainText("Declined");
  await context.close();
});

test("members are searched by name or e-mail, and a search with no match says so and clears", async ({ page }) => {
  const email = uniqueEmail("searcher");
  await signUpVerified(page, email, "owner-password-1", "Sam Searcher");
  const slug = await createOrganization(page, `Search ${Date.now().toString(36)}`);
  await page.goto(`/orgs/${slug}/members`);
  const search = page.getByRole("searchbox", { name: "Search members" });
  await search.fill("SAM");
  await search.press("Enter");
  await expect(page).toHaveURL(/\?q=SAM$/);
  await expect(page.getByRole("heading", { name: "1 member matches “SAM”" })).toBeVisible();
  await expect(page.getByTestId("member-row")).toHaveCount(1);

  await search.fill("nobody-here");
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No member matches “nobody-here”.")).toBeVisible();
  await expect(page.getByTestId("member-row")).toHaveCount(0);
  await page.getByRole("link", { name: "Clear search" }).click();
  await expect(page.getByRole("heading", { name: "1 member", exact: true })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search members" })).toHaveValue("");
});
