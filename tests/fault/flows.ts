import { randomUUID } from "node:crypto";
import { Browser } from "../multi-instance/browser";

export const PASSWORD = "fault-tests-password-42";

export const newEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 12)}@example.com`;

/** Signs up through the app's own endpoint; returns the browser, the address and the user's id. */
export async function signUp(base: string, email: string) {
  const browser = new Browser(base);
  const res = await browser.post(base, "/api/auth/sign-up/email", { email, password: PASSWORD, name: "Fault Test" });
  return { browser, email, status: res.status, userId: res.body?.user?.id as string | undefined };
}

/** Opens a mailed link in `browser` (a verification link signs it in): the status of the reply. */
export async function open(browser: Browser, link: string) {
  const url = new URL(link);
  return (await browser.get(url.origin, `${url.pathname}${url.search}`)).status;
}

/** How many mails each address got: every address in `emails` once, and no other count. */
export function countsByAddress(mails: { to: string }[], emails: string[]) {
  const wanted = new Set(emails.map((e) => e.toLowerCase()));
  const counts = new Map<string, number>();
  for (const mail of mails) if (wanted.has(mail.to)) counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
  return emails.map((e) => counts.get(e.toLowerCase()) ?? 0);
}
