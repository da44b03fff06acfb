import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser as Chromium, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { locales } from "@/lib/i18n/locales";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/support/chromium";
import { Browser } from "../multi-instance/browser";
import { answers, bareEnv, freePort, freshCopy, install, startDev, type DevServer } from "./fresh-checkout";

/**
 * The README's first command, `npm install && npm run dev`, as someone who has just cloned the project runs it:
 * no settings, no database, no mail server. Every page must answer without an error in the server's output, and
 * the browser must show no error and no development overlay. `next build` bundles differently from `next dev`,
 * so the production tests alone cannot prove this.
 */

const PASSWORD = "Newcomer-walks-every-page-7f2a";
const EMAIL = `newcomer-${Date.now()}@example.com`;

/** How long a menu may take to open the first time, its code compiled by the dev server on that request. */
const MENU_COMPILES = { timeout: 30_000, interval: 250 };

/** What the dev server prints when a page or a request fails. */
const SERVER_ERROR = /⨯|Element type is invalid|Unhandled Runtime Error|\bError: /;

const PUBLIC_PAGES = [
  "/",
  "/pricing",
  "/sign-in",
  "/sign-up",
  "/forgot-password",
  "/check-email",
  "/two-factor",
  "/goodbye",
  "/dev/outbox",
  "/developers/api",
];
const SIGNED_IN_PAGES = (slug: string) => [
  "/",
  "/pricing",
  "/settings",
  "/settings/security",
  "/settings/accounts",
  "/settings/danger",
  "/settings/api-keys",
  "/billing",
  "/invitations",
  "/organizations/new",
  `/orgs/${slug}`,
  `/orgs/${slug}/members`,
  `/orgs/${slug}/teams`,
  `/orgs/${slug}/invitations`,
  `/orgs/${slug}/activity`,
  `/orgs/${slug}/billing`,
  `/orgs/${slug}/settings`,
  `/orgs/${slug}/sso`,
  `/orgs/${slug}/webhooks`,
  `/pricing?org=${slug}`,
];
const OPERATOR_PAGES = [
  "/admin",
  "/admin/users",
  "/admin/organizations",
  "/admin/customers",
  "/admin/subscriptions",
  "/admin/orders",
  "/admin/revenue",
  "/admin/catalogue",
  "/admin/meters",
  "/admin/webhooks",
  "/admin/audit",
  "/admin/sso",
  "/admin/sso/domains",
  "/admin/scim",
  "/admin/developers/webhooks",
];

/**
 * The pages fetched once more in each language: every page is fetched in English above, and what a language can
 * break in development (its message file loaded and formatted by the dev server's own bundling) shows on any
 * page of each layout. Every page in every language is judged on the production build by the walk (e2e/walk).
 */
const IN_EVERY_LANGUAGE = {
  public: ["/", "/sign-in", "/pricing"],
  signedIn: (slug: string) => ["/settings", `/orgs/${slug}/members`, "/billing"],
};

let dir: string;
let dev: DevServer;
let port: number;
let emulatorPort: number;
let chrome: Chromium | undefined;
let slug = "";
let userId = "";
let organizationId = "";
const visitor = () => new Browser(dev.url);
let member: Browser;

/** The server's output since `mark`, and a failure naming `what` if it holds an error. */
function expectQuietSince(mark: number, what: string) {
  const said = dev.log.slice(mark).join("");
  const errorLines = said.split("\n").filter((line) => SERVER_ERROR.test(line));
  expect(errorLines, `${what}: the server reported errors:\n${said}`).toEqual([]);
}

/** Fetches `page` as a browser would, following the app's own redirects, and expects `status` at the end. */
async function expectPage(browser: Browser, page: string, status = 200) {
  const mark = dev.log.length;
  let res = await browser.get(dev.url, page);
  for (let hops = 0; res.location && hops < 5; hops++) {
    const next = new URL(res.location, dev.url);
    expect(next.origin, `${page} redirects away`).toBe(new URL(dev.url).origin);
    res = await browser.get(dev.url, next.pathname + next.search);
  }
  expect(res.status, `${page}: ${typeof res.body === "string" ? res.body.slice(0, 500) : JSON.stringify(res.body)}`).toBe(status);
  expectQuietSince(mark, page);
}

/** The verification link of the newest mail to `to`, read from the development outbox as a person would. */
async function verificationLink(to: string): Promise<string> {
  for (let i = 0; i < 120; i++) {
    const res = await visitor().get(dev.url, `/dev/outbox?to=${encodeURIComponent(to)}`);
    const html = String(res.body).replaceAll("&amp;", "&");
    const link = html.match(/https?:\/\/localhost:\d+\/api\/auth\/verify-email\?[^"'\s<>\\]+/)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no verification mail to ${to} in the outbox`);
}

/** Opens `page` in Chromium and fails on a page error, a console error, a failed request or the dev overlay. */
async function walk(page: Page, address: string) {
  const problems: string[] = [];
  const onError = (error: Error) => problems.push(`page error: ${error.message}`);
  const onConsole = (message: { type: () => string; text: () => string }) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  };
  page.on("pageerror", onError);
  page.on("console", onConsole);
  const mark = dev.log.length;
  const res = await page.goto(`${dev.url}${address}`, { waitUntil: "load" });
  expect(res?.status(), address).toBe(200);
  // The header's controls and menus come in after hydration: give them the moment they take.
  await page.waitForLoadState("networkidle");
  // Next's development overlay lives in a shadow root and, after an error, counts it on its badge.
  const overlay = await page.evaluate(() => {
    const portal = document.querySelector("nextjs-portal");
    const text = portal?.shadowRoot?.textContent ?? "";
    return /Runtime Error|Unhandled|Build Error|Console Error|\d+\s+Issues?\b/.test(text) ? text.slice(0, 500) : "";
  });
  if (overlay) problems.push(`development overlay: ${overlay}`);
  page.off("pageerror", onError);
  page.off("console", onConsole);
  expect(problems, address).toEqual([]);
  expectQuietSince(mark, address);
}

beforeAll(async () => {
  dir = freshCopy();
  install(dir);
  [port, emulatorPort] = [await freePort(), await freePort()];
  dev = await startDev(dir, port, emulatorPort);
});

afterAll(async () => {
  await chrome?.close();
  await dev?.stop();
  if (dir) rmSync(path.dirname(dir), { recursive: true, force: true });
});

describe("npm run dev on a fresh clone, with no settings", () => {
  test("every public page answers, and pages of each layout in every language, without an error", async () => {
    for (const page of PUBLIC_PAGES) await expectPage(visitor(), page);
    await expectPage(visitor(), "/no-such-page", 404);
    for (const locale of locales) {
      const browser = visitor();
      browser.cookies.set("NEXT_LOCALE", locale);
      for (const page of IN_EVERY_LANGUAGE.public) await expectPage(browser, page);
    }
  });

  test("a newcomer signs up through the outbox; every signed-in page answers, and those of each layout in every language", async () => {
    member = visitor();
    const signUp = await member.post(dev.url, "/api/auth/sign-up/email", { email: EMAIL, password: PASSWORD, name: "New Comer" });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    userId = signUp.body.user.id;
    const link = new URL(await verificationLink(EMAIL));
    const verified = await member.get(dev.url, link.pathname + link.search);
    expect(verified.status, JSON.stringify(verified.body)).toBeLessThan(400);
    const session = await member.get(dev.url, "/api/auth/get-session");
    if (!session.body?.user) {
      const signIn = await member.post(dev.url, "/api/auth/sign-in/email", { email: EMAIL, password: PASSWORD });
      expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    }
    slug = `newcomer-${Date.now().toString(36)}`;
    const created = await member.post(dev.url, "/api/auth/organization/create", { name: "Newcomer Works", slug });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    organizationId = created.body.id;

    for (const page of SIGNED_IN_PAGES(slug)) await expectPage(member, page);
    for (const locale of locales) {
      const browser = member.clone();
      browser.cookies.set("NEXT_LOCALE", locale);
      for (const page of IN_EVERY_LANGUAGE.signedIn(slug)) await expectPage(browser, page);
    }
  });

  test("in Chromium: pages draw with no page error, no console error and no development overlay", async () => {
    chrome = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const signedOut = await chrome.newPage();
    for (const address of ["/", "/sign-in", "/pricing"]) await walk(signedOut, address);
    // The header's menus load on first intent: open the language menu as a visitor would. Under `next dev` the
    // menu's code is compiled on that first request, which takes seconds on a busy machine (a poll's default is one).
    await signedOut.getByRole("button", { name: /^Language: / }).click();
    await expect.poll(() => signedOut.getByRole("menuitemradio").count(), MENU_COMPILES).toBeGreaterThan(0);

    const context = await chrome.newContext();
    await context.addCookies([...member.cookies].map(([name, value]) => ({ name, value, url: dev.url })));
    const signedIn = await context.newPage();
    for (const address of ["/settings", `/orgs/${slug}/members`, "/billing"]) await walk(signedIn, address);
    await signedIn.getByRole("button", { name: "Account", exact: true }).click();
    await expect.poll(() => signedIn.getByRole("menuitem", { name: "Sign out" }).count(), MENU_COMPILES).toBe(1);
  });

  test("after `npm run admin:grant`, every page of the console answers", async () => {
    // The README's way to make an operator: the server is stopped first, since it holds the embedded database.
    await dev.stop();
    const grant = spawnSync("npm", ["run", "admin:grant", "--", EMAIL], { cwd: dir, encoding: "utf8", env: bareEnv() });
    expect(grant.status, `${grant.stdout}\n${grant.stderr}`).toBe(0);
    dev = await startDev(dir, port, emulatorPort);
    // Signed in again: operator rights are read at sign-in.
    const operator = visitor();
    const signIn = await operator.post(dev.url, "/api/auth/sign-in/email", { email: EMAIL, password: PASSWORD });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    for (const page of [...OPERATOR_PAGES, `/admin/users/${userId}`, `/admin/organizations/${organizationId}`])
      await expectPage(operator, page);
  });

  test("stopping it stops the app and the emulator", async () => {
    await dev.stop();
    await new Promise((r) => setTimeout(r, 1000));
    expect(await answers(port)).toBe(false);
    expect(await answers(emulatorPort)).toBe(false);
  });
});
