import { expect, test } from "@playwright/test";
import { signUpVerified, uniqueEmail, signOut } from "./support/helpers";
import { createOrganization, invite, joinFromMail } from "./support/organizations";

test("an owner invites people by e-mail; they sign up from the link, land in the organization and see only what their role allows", async ({ page, browser }) => {
  const ownerEmail = uniqueEmail("owner");
  await signUpVerified(page, ownerEmail, "owner-password-1", "Olivia Owner");
  await page.getByRole("link", { name: "Continue" }).click();
  const orgName = `Acme ${Date.now().toString(36)}`;
  const slug = await createOrganization(page, orgName);

  const adminEmail = uniqueEmail("admin");
  const memberEmail = uniqueEmail("member");
  await invite(page, slug, adminEmail, "Admin");
  await invite(page, slug, memberEmail, "Member");
  await expect(page.getByTestId("invitation-row")).toHaveCount(2);

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
  await expect(member.page.getByRole("button", { name: "Remove" })).toHaveCount(0);
  await expect(member.page.getByRole("combobox", { name: /Role of/ })).toHaveCount(0);
  await member.page.goto(`/orgs/${slug}/invitations`);
  await expect(member.page.getByRole("button", { name: "Send invitation" })).toHaveCount(0);
  await member.page.goto(`/orgs/${slug}/teams`);
  await expect(member.page.getByRole("button", { name: "Create team" })).toHaveCount(0);
  await expect(member.page.getByRole("link", { name: "Activity" })).toHaveCount(0);

  // The owner sees both joins in the activity log and can promote the member.
  await page.goto(`/orgs/${slug}/activity`);
  await expect(page.getByTestId("activity-row").filter({ hasText: "accepted the invitation" })).toHaveCount(2);
  await page.goto(`/orgs/${slug}/members`);
  await page.getByRole("combobox", { name: /Role of Invitee member/ }).selectOption({ label: "Admin" });
  await expect(page.getByRole("combobox", { name: /Role of Invitee member/ })).toHaveValue("admin");

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
  await outsiderPage.goto(`/orgs/${slug}`);
  await expect(outsiderPage.getByRole("heading", { name: "404" })).toBeVisible();

  await Promise.all([admin.context.close(), member.context.close(), outsider.close()]);
});

test("teams: create, rename, add and remove a member, delete", async ({ page }) => {
  const email = uniqueEmail("teams");
  await signUpVerified(page, email, "teams-password-1", "Tess Teams");
  const slug = await createOrganization(page, `Teams ${Date.now().toString(36)}`);
  await page.goto(`/orgs/${slug}/teams`);
  const teams = page.getByTestId("team-row");
  const before = await teams.count();
  await page.getByLabel("Team name").fill("Design");
  await page.getByRole("button", { name: "Create team" }).click();
  await expect(teams).toHaveCount(before + 1);
  const design = teams.filter({ has: page.getByRole("heading", { name: "Design" }) });
  await design.getByRole("button", { name: "Add" }).click();
  await expect(design.getByText(email)).toBeVisible();
  await design.getByRole("button", { name: "Remove Tess Teams from the team" }).click();
  await expect(design.getByText("No members yet.")).toBeVisible();
  await design.getByLabel("New name for Design").fill("Product design");
  await design.getByRole("button", { name: "Rename Design" }).click();
  await expect(page.getByRole("heading", { name: "Product design" })).toBeVisible();
  await page.getByRole("button", { name: "Delete team Product design" }).click();
  await expect(teams).toHaveCount(before);
});
