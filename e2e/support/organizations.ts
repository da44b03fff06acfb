import { expect, type Browser, type Page } from "@playwright/test";
import { linkIn, waitForMail } from "./helpers";

export async function createOrganization(page: Page, name: string) {
  await page.goto("/organizations/new");
  await page.getByLabel("Name").fill(name);
  const slugField = page.getByLabel("Address (slug)");
  await expect(slugField).toHaveValue(/^[a-z0-9-]+$/);
  await expect(page.getByText("This address is free.")).toBeVisible();
  const slug = await slugField.inputValue();
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  return slug;
}

export async function invite(page: Page, slug: string, email: string, role: "Member" | "Admin") {
  await page.goto(`/orgs/${slug}/invitations`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Role").selectOption({ label: role });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`The invitation has been sent to ${email}.`)).toBeVisible();
}

/** A second person signs up from the mailed link and lands in the organization. */
export async function joinFromMail(browser: Browser, email: string, orgName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const mail = await waitForMail(email);
  expect(mail.subject).toBe(`You are invited to ${orgName}`);
  await page.goto(linkIn(mail));
  await expect(page.getByText(`to join ${orgName}`)).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await page.getByLabel("Name").fill(`Invitee ${email.slice(0, 6)}`);
  await page.getByLabel("Password").fill("invitee-password-1");
  await page.getByRole("button", { name: "Create account" }).click();
  const verification = await waitForMail(email, 2);
  await page.goto(linkIn(verification));
  await page.getByRole("link", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByRole("heading", { name: orgName })).toBeVisible();
  return { context, page };
}
