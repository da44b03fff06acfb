import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { readdirSync } from "node:fs";
import { messagesOf } from "./helpers";
import { APP_URL } from "./ports";

export * from "@playwright/test";

type Violation = { page: string; directive: string; blocked: string; source: string };

/**
 * Every browser test runs under this watch: each page of each context (the default one, and those a test opens
 * with browser.newContext or browser.newPage) reports the Content-Security-Policy violations it sees, and a
 * test with any fails, naming them. Specs import `test` and `expect` from here instead of @playwright/test.
 */
const seen: Violation[] = [];
const watched = new WeakSet<BrowserContext>();

/**
 * page.goto and page.reload resolve at the load event, when React may still be hydrating the page (for a second
 * and more on a slow machine): a click on a menu's trigger in that moment is lost, as a tap would be on a slow
 * phone, and the test would wait for a menu that never opens. So a goto or reload that opens one of the app's
 * pages (with the default waitUntil) also waits for the notifications region, which the root layout mounts only
 * once the page has hydrated. A test that means to act before that passes its own waitUntil.
 */
function loadsWaitForHydration(page: Page) {
  const hydrated = async (options: { waitUntil?: unknown } | undefined) => {
    if (!options?.waitUntil && page.url().startsWith(APP_URL) && (await isReactPage(page))) await waitForHydration(page);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated(options);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated(options);
    return response;
  };
}

/** Waits until React has hydrated the app's page: the root layout mounts the notifications region only then. */
export async function waitForHydration(page: Page) {
  await page.getByRole("region", { name: NOTIFICATIONS }).waitFor({ state: "attached" });
}

/** The notifications region's name in every language (the toaster adds its keyboard shortcut after it). */
const NOTIFICATIONS = new RegExp(
  `^(${readdirSync(new URL("../../messages", import.meta.url))
    .map((file) => messagesOf(file.replace(/\.json$/, "")).common.notifications)
    .join("|")}) `,
);

/** A page of the React app, not one of the plain-HTML status pages (the auth error page, the outage page). */
const isReactPage = (page: Page) =>
  page.evaluate(() => document.querySelector('script[src*="/_next/static/"]') !== null).catch(() => false);

async function watch(context: BrowserContext) {
  if (watched.has(context)) return;
  watched.add(context);
  context.on("page", loadsWaitForHydration);
  await context.exposeBinding("__cspViolation", ({ page }, v: Omit<Violation, "page">) => void seen.push({ page: page.url(), ...v }));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __cspViolation: (v: object) => void }).__cspViolation;
      report({ directive: e.violatedDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber} ${e.sample}` });
    });
  });
}

/** The violations seen so far in this test, taken so that they do not fail it (for a test of the watch itself). */
export function takeCspViolations(): Violation[] {
  return seen.splice(0);
}

function watchNewContexts(browser: Browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    await watch(context);
    return context;
  };
  browser.newPage = async (...args) => {
    const context = await browser.newContext(...args);
    const page = await context.newPage();
    // As Playwright's own newPage: closing the page closes its context.
    page.on("close", () => void context.close());
    return page;
  };
}

export const test = base.extend<{ cspWatch: void }>({
  context: async ({ context }, provide) => {
    await watch(context);
    await provide(context);
  },
  browser: [
    async ({ browser }, provide) => {
      watchNewContexts(browser);
      await provide(browser);
    },
    { scope: "worker" },
  ],
  cspWatch: [
    async ({}, provide) => {
      seen.length = 0;
      await provide();
      const found = seen.splice(0);
      if (found.length) throw new Error(`Content-Security-Policy violations:\n${found.map((v) => JSON.stringify(v)).join("\n")}`);
    },
    { auto: true },
  ],
});
