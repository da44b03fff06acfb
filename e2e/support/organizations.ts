import { expect, type Browser, type Page } from "@playwright/test";
import type en from "../../messages/en.json";
import { linkIn, messagesOf, waitForMail } from "./helpers";
import { APP_URL } from "./ports";

type Messages = typeof en;
const EN = messagesOf("en");

/** A message as the page shows it: ICU arguments filled in, rich-text tags dropped. */
export function text(message: string, values: Record<string, string | number> = {}) {
  return message.replace(/<\/?b>/g, "").replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}

/** Creates an organization through its page; returns the slug the page suggested from the name. */
export async function createOrganization(page: Page, name: string, m: Messages = EN) {
  await page.goto("/organizations/new");
  await page.getByLabel(m.org.create.name).fill(name);
  const slugField = page.getByLabel(m.org.create.slug);
  await expect(slugField).toHaveValue(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  await expect(page.getByText(m.org.create.slugAvailable)).toBeVisible();
  const slug = await slugField.inputValue();
  await page.getByRole("button", { name: m.org.create.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  return slug;
}

/**
 * Invites one person through the invitations page; the form is empty again afterwards. The role is named by
 * its key, in either case ("admin" or "Admin", as older specs wrote it).
 */
export async function invite(page: Page, slug: string, email: string, roleName: "member" | "admin" | "Member" | "Admin", m: Messages = EN) {
  const role = roleName.toLowerCase() as "member" | "admin";
  await page.goto(`/orgs/${slug}/invitations`);
  const form = page.getByRole("form", { name: m.org.invite.title });
  await form.getByLabel(m.org.invite.email).fill(email);
  if (role !== "member") {
    await form.getByLabel(m.org.invite.role, { exact: true }).click();
    await page.getByRole("option", { name: m.org.roles[role] }).click();
  }
  await form.getByRole("button", { name: m.org.invite.submit }).click();
  await expect(page.getByText(text(m.org.invite.sent, { email }))).toBeVisible();
  await expect(form.getByLabel(m.org.invite.email)).toHaveValue("");
  await expect(page.getByTestId("invitation-row").filter({ hasText: email })).toBeVisible();
}

/** A verified account with a name and a stored language, signed up through the API; the page is signed in. */
export async function signUpPerson(page: Page, email: string, name: string, code: number, password = "org-password-1") {
  const res = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: APP_URL },
    data: { email, password, name, locale: code },
  });
  expect(res.status()).toBe(200);
  await page.goto(linkIn(await waitForMail(email)));
}

/** Someone already signed in opens the n-th mail to them (the invitation) and accepts it. */
export async function acceptFromMail(page: Page, email: string, orgName: string, nth: number, m: Messages = EN) {
  await page.goto(linkIn(await waitForMail(email, nth)));
  await page.getByRole("button", { name: m.org.accept.accept }).click();
  await expect(page.getByRole("heading", { level: 1, name: orgName, exact: true })).toBeVisible();
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
  await expect(page.getByRole("heading", { level: 1, name: orgName, exact: true })).toBeVisible();
  return { context, page };
}
