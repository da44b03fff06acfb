import { expect, type Page, type Request } from "@playwright/test";
import type { CaughtMail } from "./mail-sink";
import type { OidcIdentity } from "./oidc-provider";
import { readFileSync } from "node:fs";
import type en from "../../messages/en.json";
import { APP_URL, CONTROL_URL } from "./ports";

let counter = 0;
export function uniqueEmail(prefix = "e2e") {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Waits for the n-th mail (1-based, oldest first) to an address to arrive at the SMTP sink. */
export async function waitForMail(to: string, count = 1, timeoutMs = 15_000): Promise<CaughtMail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await fetch(`${CONTROL_URL}/mails?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as CaughtMail[];
    if (mails.length >= count) return mails[count - 1];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`mail #${count} to ${to} did not arrive`);
}

export function linkIn(mail: CaughtMail): string {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return match[0];
}

export async function setOidcIdentity(identity: OidcIdentity) {
  await fetch(`${CONTROL_URL}/oidc-identity`, { method: "POST", body: JSON.stringify(identity) });
}

/** Signs up through the form and follows the verification mail; leaves the page signed in. */
export async function signUpVerified(page: Page, email: string, password: string, name = "E2E User") {
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  const mail = await waitForMail(email);
  expect(mail.subject).toBe("Verify your e-mail address");
  await page.goto(linkIn(mail));
  await expect(page.getByText("Your e-mail address is verified.")).toBeVisible();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  const form = page.getByRole("form", { name: "Password" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
}

/** A verified user signed up through the API with a stored language (its numeric code); the page is signed in. */
export async function signUpInLanguage(page: Page, email: string, code: number, password = "every-language-1") {
  const res = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: APP_URL },
    data: { email, password, name: "Polyglot", locale: code },
  });
  expect(res.status()).toBe(200);
  await page.goto(linkIn(await waitForMail(email)));
}

/** One language's messages, to find the screens' words in it. */
export const messagesOf = (tag: string): typeof en =>
  JSON.parse(readFileSync(new URL(`../../messages/${tag}.json`, import.meta.url), "utf8"));

/** Signs out through the account menu in the header (the avatar button), and waits until it is done. */
export async function signOut(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Account", exact: true }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  // The menu item answers at once; the session ends when the app then moves to the sign-in page.
  await expect(page).toHaveURL(/\/sign-in(\?|$)/);
}

/**
 * Resolves once the prefetch that carries `path`'s segments (its loading.tsx among them) has ended. Next.js asks
 * for a route's tree first and for its segments in a second request, which it reads and then closes: that end is
 * reported as a finish or as a failure (aborted). Until it has ended a click finds no outline to show. Start it
 * before the link comes on screen.
 */
export function segmentsPrefetched(page: Page, path: string): Promise<void> {
  const isIt = (request: Request) => {
    const url = new URL(request.url());
    const headers = request.headers();
    return (
      url.pathname === path &&
      [...url.searchParams.keys()].every((key) => key === "_rsc") &&
      headers["next-router-prefetch"] === "1" &&
      !headers["next-router-segment-prefetch"]
    );
  };
  return new Promise((resolve) => {
    const ended = (request: Request) => {
      if (!isIt(request)) return;
      page.off("requestfinished", ended);
      page.off("requestfailed", ended);
      resolve();
    };
    page.on("requestfinished", ended);
    page.on("requestfailed", ended);
  });
}

/**
 * Holds back the server's answer to client-side navigations to `path` (the RSC requests a click sends, not
 * the prefetches) until the returned function is called: a slow database or a busy host, on demand.
 */
export async function holdNavigation(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}**`, async (route) => {
    const headers = route.request().headers();
    if (headers.rsc === "1" && !headers["next-router-prefetch"]) await held;
    await route.continue();
  });
  return release;
}

/** Publishes a TXT record on the tests' DNS server, which the app asks (DNS_SERVERS); no values removes it. */
export async function setTxtRecord(name: string, values: string[]) {
  const res = await fetch(`${CONTROL_URL}/dns-txt`, { method: "POST", body: JSON.stringify({ name, values }) });
  if (!res.ok) throw new Error(`the control server did not set the TXT record of ${name}: ${res.status}`);
}
