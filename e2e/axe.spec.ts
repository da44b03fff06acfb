import AxeBuilder from "@axe-core/playwright";
import type { AxeResults } from "axe-core";
import { expect, test, type Page } from "./support/test";
import { axeRun, seriousAxeViolations } from "./support/axe";
import { APP_URL } from "./support/ports";

/**
 * The suites' axe helper (e2e/support/axe.ts) runs axe-core itself, for speed, instead of through AxeBuilder: it
 * must find what AxeBuilder finds, on the same page, violation by violation and element by element.
 */

/** Each violation as its rule, impact and elements, in a stable order. */
const summary = (results: AxeResults) =>
  results.violations
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ")) }))
    .sort((a, b) => a.id.localeCompare(b.id));

const builderRun = (page: Page, regions: string[] = []) => {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  for (const region of regions) builder.include(region);
  return builder.analyze();
};

/** A page with violations of several kinds and impacts, one of them inside a frame of the same origin. */
const FLAWED = `<!doctype html><html><head><title>Flawed</title></head><body>
  <main>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <p style="color:#bbb;background:#fff">Grey on white</p>
    <button></button>
    <input type="text">
  </main>
  <aside><a href="#"></a></aside>
  <iframe title="inner" src="/axe-check/inner"></iframe>
</body></html>`;
const INNER = `<!doctype html><html lang="en"><head><title>Inner</title></head><body><input type="text"></body></html>`;

/** Opens the flawed page, served at the app's origin (as the app's own frames would be) without reaching the app. */
async function openFlawed(page: Page) {
  await page.route(`${APP_URL}/axe-check/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: route.request().url().endsWith("/inner") ? INNER : FLAWED }),
  );
  await page.goto("/axe-check/page");
  await expect(page.frameLocator("iframe").locator("input")).toBeAttached();
}

test("the helper finds what AxeBuilder finds, in the page and in its frames", async ({ page }) => {
  await openFlawed(page);
  const ours = summary(await axeRun(page));
  expect(ours.length, "the page is flawed in several ways").toBeGreaterThan(3);
  expect(
    ours.flatMap((v) => v.targets).some((target) => target.startsWith("iframe ")),
    "a violation inside the frame is found",
  ).toBe(true);
  expect(ours).toEqual(summary(await builderRun(page)));
  // Once more on the same document: axe is not sent twice, and answers the same.
  expect(summary(await axeRun(page))).toEqual(ours);
});

test("the helper finds what AxeBuilder finds in the regions named, and on the app's own page in both themes", async ({ page }) => {
  await openFlawed(page);
  expect(summary(await axeRun(page, ["main", "[role=dialog]"]))).toEqual(summary(await builderRun(page, ["main", "[role=dialog]"])));

  await page.goto("/sign-in");
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    expect(summary(await axeRun(page))).toEqual(summary(await builderRun(page)));
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
});
