import { test as base, type Browser, type BrowserContext } from "@playwright/test";

export * from "@playwright/test";

type Violation = { page: string; directive: string; blocked: string; source: string };

/**
 * Every browser test runs under this watch: each page of each context (the default one, and those a test opens
 * with browser.newContext or browser.newPage) reports the Content-Security-Policy violations it sees, and a
 * test with any fails, naming them. Specs import `test` and `expect` from here instead of @playwright/test.
 */
const seen: Violation[] = [];
const watched = new WeakSet<BrowserContext>();

async function watch(context: BrowserContext) {
  if (watched.has(context)) return;
  watched.add(context);
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
