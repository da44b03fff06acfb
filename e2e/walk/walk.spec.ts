import { expect, type Page, type TestInfo } from "../support/test";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { LOCALE_CODES, type Locale } from "../../lib/i18n/locales";
import { APP_URL } from "../support/ports";
import { seriousAxeViolations } from "../support/axe";
import { layoutDefects } from "../support/walk-layout";
import { leakedValues, renderedKeys } from "../support/walk-text";
import { serverErrors, serverLogFrom, watchPage } from "../support/walk-watch";
import type { WalkWorld } from "../support/walk-seed";
import { test } from "./fixtures";
import { screens, type Area, type Screen } from "./screens";

/**
 * The proof of issue 12: every screen, in every language, at a desktop and a phone width, judged the same way.
 * One test walks all screens of an area (signed out, the seeded owner's account, their organization) for one
 * language and width, and fails with the list of everything wrong (also in its folder as defects.json): text
 * overflowing its box or the viewport, a header on more than one row, a message key shown instead of text or
 * reported missing (in the browser or the server's log), a console error, a failed request or an error status of
 * the app's own resources (the icons included), a page not in the language asked for, a serious or critical axe
 * violation. Every screen is judged in light and in dark mode: the walk keeps the "system" theme and switches the
 * colour scheme the browser reports, so the page turns dark the way it does for someone whose system is dark (the
 * same CSS variant as the theme menu's "dark", which puts a class on <html>), without loading it twice. English
 * and Russian screens are photographed in both (test-results/screens/<language>-<width>-<theme>/, and attached), except
 * under CI.
 */

const WIDTHS = [1280, 390] as const;
/** The languages axe judges in both themes at both widths, and photographs; every language is judged otherwise the same way. */
const FULLY_JUDGED: Locale[] = ["en", "ru"];
/**
 * The photographs are for people to look at: CI, where nobody opens them, skips them (WALK_SCREENSHOTS=1 takes
 * them there too).
 */
const PHOTOGRAPHS = !process.env.CI || process.env.WALK_SCREENSHOTS === "1";
const THEMES = ["light", "dark"] as const;
const AREAS: Area[] = ["public", "account", "organization"];
/** Pages walking an area side by side. */
const TABS = 2;

type Theme = (typeof THEMES)[number];
type Walk = { area: Area; locale: Locale; width: number };

const LOCALES = Object.keys(LOCALE_CODES) as Locale[];
const walks: Walk[] = [];
for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    for (const area of AREAS) walks.push({ area, locale, width });
  }
}

/** The app's icons answer: those the page declares, and /favicon.ico that browsers and other clients ask for. */
async function iconDefects(page: Page): Promise<string[]> {
  const declared = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>("link[rel~=icon], link[rel=apple-touch-icon], link[rel=manifest]")].map((l) => l.href),
  );
  const found: string[] = [];
  for (const href of new Set([...declared, `${APP_URL}/favicon.ico`])) {
    const res = await page.request.get(href);
    if (res.status() !== 200) found.push(`icon ${href.replace(APP_URL, "")} answers ${res.status()}`);
  }
  return found;
}

async function screenshot(page: Page, testInfo: TestInfo, walk: Walk, theme: Theme, screen: string) {
  const file = join(testInfo.project.outputDir, "screens", `${walk.locale}-${walk.width}-${theme}`, `${walk.area}-${screen}.png`);
  mkdirSync(dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`${walk.area}-${screen}-${walk.locale}-${walk.width}-${theme}`, { path: file, contentType: "image/png" });
}

/**
 * Switches the colour scheme the page's browser reports and waits until the page's root resolves to it; the
 * colours change at once, as Playwright's config asks for reduced motion (no transitions). False when the page
 * does not turn.
 */
async function turn(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  return page
    .waitForFunction((scheme) => getComputedStyle(document.documentElement).colorScheme === scheme, theme, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
}

/**
 * Whether axe judges this walk's screens in `theme`. Axe reads the colours and the markup, which the words do not
 * change (a missing or untranslated text is the walk's own check, and so is text that does not fit): English and
 * Russian are judged in both themes at both widths; every other language once, at one width in one theme, the
 * languages taking turns (light at 1280 px for one, dark at 390 px for the next), so that each language is still
 * judged by axe and each width in both themes, in half the runs they took at both widths.
 */
function axeJudges(walk: Walk, theme: Theme) {
  if (FULLY_JUDGED.includes(walk.locale)) return true;
  const others = LOCALES.filter((locale) => !FULLY_JUDGED.includes(locale));
  const atWidth = others.indexOf(walk.locale) % 2 === 0 ? WIDTHS[0] : WIDTHS[1];
  return walk.width === atWidth && theme === (walk.width > 500 ? "light" : "dark");
}

/**
 * The checks that depend on the colours, in one theme: that the page turned, axe, and its photograph. (The layout
 * is the same in both themes: no rule of the design changes a size with the colours.)
 */
async function themeDefects(page: Page, testInfo: TestInfo, walk: Walk, theme: Theme, screen: string) {
  const found: string[] = [];
  if (!(await turn(page, theme))) found.push(`the page is not drawn in ${theme} mode`);
  if (axeJudges(walk, theme)) found.push(...(await seriousAxeViolations(page)).map((defect) => `${theme}: axe ${defect}`));
  if (PHOTOGRAPHS && FULLY_JUDGED.includes(walk.locale)) await screenshot(page, testInfo, walk, theme, screen);
  return found;
}

/** Looks at one screen and returns what is wrong with it. */
async function judge(page: Page, watcher: ReturnType<typeof watchPage>, world: WalkWorld, screen: Screen, walk: Walk, testInfo: TestInfo) {
  const found: string[] = [];
  const { length: logStart } = await serverLogFrom(Number.MAX_SAFE_INTEGER);
  watcher.take();
  const response = await page.goto(screen.path(world)).catch((error: Error) => error);
  if (response instanceof Error) return [`did not load: ${response.message.split("\n")[0]}`];
  await watcher.settle();
  const status = response?.status();
  if (status !== (screen.status ?? 200)) found.push(`the page answers ${status}, expected ${screen.status ?? 200}`);
  const lang = await page.locator("html").getAttribute("lang");
  if (lang !== walk.locale) found.push(`the page is in "${lang}", not in the language chosen (${walk.locale})`);
  found.push(...(await layoutDefects(page)));
  found.push(...(await renderedKeys(page)).map((key) => `message key shown instead of text: ${key}`));
  found.push(...(await leakedValues(page)).map((leak) => `a value leaked onto the page: ${leak}`));
  for (const theme of THEMES) found.push(...(await themeDefects(page, testInfo, walk, theme, screen.name)));
  found.push(...watcher.take());
  found.push(...serverErrors((await serverLogFrom(logStart)).text).map((line) => `server logged: ${line}`));
  return found;
}

// The walk keeps its own screenshots and defect lists; a trace of hundreds of page loads would only slow it down.
test.use({ trace: "off" });

for (const walk of walks) {
  test.describe(() => {
    test.use({ viewport: { width: walk.width, height: walk.width > 500 ? 800 : 844 }, signedIn: walk.area !== "public" });

    test(`${walk.area} screens in ${walk.locale} at ${walk.width} px, light and dark`, async ({ page, context, world }, testInfo) => {
      test.setTimeout(240_000);
      // The "system" theme (no cookie) follows the colour scheme each tab reports, switched per screen.
      await context.addCookies([{ name: "NEXT_LOCALE", value: walk.locale, url: APP_URL }]);
      if (walk.area !== "public") {
        // Signed in, the stored language wins over the cookie: store the one this walk looks at.
        const res = await page.request.post("/api/auth/update-user", {
          headers: { origin: APP_URL },
          data: { locale: LOCALE_CODES[walk.locale] },
        });
        expect(res.status(), "the owner's language is stored").toBe(200);
      }
      const defects: string[] = [];
      const queue = [...screens[walk.area]];
      const visited = new Set<string>();
      // Tabs of one browser context take screens from one queue: the server and the browser work while the other
      // tab waits for its page to settle. (Server log lines are matched to a screen by time, so with two tabs a
      // line may be listed under the screen loading beside the one that caused it.)
      const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))];
      await Promise.all(
        tabs.map(async (tab) => {
          const watcher = watchPage(tab);
          for (let screen = queue.shift(); screen; screen = queue.shift()) {
            const path = screen.path(world);
            if (visited.has(path)) continue;
            visited.add(path);
            for (const defect of await judge(tab, watcher, world, screen, walk, testInfo))
              defects.push(`${screen.name} (${path}): ${defect}`);
            if (screen.discover) {
              const pattern = screen.discover(world);
              const links = await tab.evaluate(() =>
                [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].map((a) => new URL(a.href).pathname),
              );
              for (const link of new Set(links)) {
                if (!pattern.test(link) || visited.has(link) || queue.some((s) => s.path(world) === link)) continue;
                queue.push({ name: link.split("/").filter(Boolean).slice(-2).join("-"), path: () => link });
              }
            }
          }
        }),
      );
      defects.sort();
      defects.push(...(await iconDefects(page)));
      const list = testInfo.outputPath("defects.json");
      writeFileSync(list, JSON.stringify(defects, null, 2));
      await testInfo.attach("defects.json", { path: list, contentType: "application/json" });
      expect(defects, `defects of the ${walk.area} screens in ${walk.locale} at ${walk.width} px`).toEqual([]);
    });
  });
}
