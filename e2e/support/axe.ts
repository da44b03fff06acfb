import axe from "axe-core";
import type { AxeResults, RunOptions } from "axe-core";
import { expect, type Frame, type Page } from "./test";

/**
 * axe's serious and critical violations, each as "rule: the elements", in the whole page or only in the regions
 * named (selectors; one that matches nothing is skipped).
 *
 * The same run as @axe-core/playwright's AxeBuilder in legacy mode (axe in the page and its same-origin frames,
 * the app embeds no other origin where axe looks), through axe-core's own API, for speed: AxeBuilder sends axe's
 * source (1.5 MB) into the page twice on every analysis, which cost three quarters of each run's time, and the
 * walk runs axe hundreds of times. Here it is sent once per document, and axe reports the nodes of violations
 * only (`resultTypes`), the only result read. e2e/axe.spec.ts holds both to the same answer.
 */
export async function seriousAxeViolations(page: Page, regions: readonly string[] = []): Promise<string[]> {
  // Next.js streams a dynamic page's <title> after its body, and renders it again on a refresh: axe looks once the
  // document has one. A page that never gets a title still fails, on axe's document-title rule.
  await page.waitForFunction(() => document.title !== "", undefined, { timeout: 5_000 }).catch(() => undefined);
  return serious((await axeRun(page, regions)).violations);
}

/** axe's results for the page, or the regions named, as AxeBuilder.setLegacyMode(true).include(...regions) reports. */
export async function axeRun(page: Page, regions: readonly string[] = []) {
  for (const frame of page.frames()) await injected(frame);
  // AxeBuilder's context: its includes, or the whole document when none.
  const context = { include: [...regions], exclude: [] as string[] };
  const options: RunOptions = { resultTypes: ["violations"] };
  const outcome = await page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: InPage }).axe.run(context, options).then(
        (results) => ({ results, error: null }),
        (error: Error) => ({ results: null, error: error.message }),
      ),
    { context, options },
  );
  if (outcome.error !== null) throw new Error(outcome.error);
  return outcome.results as AxeResults;
}

/** The one call of axe-core's API made in the page. */
type InPage = { run: (context: { include: string[]; exclude: string[] }, options: RunOptions) => Promise<AxeResults> };

/**
 * axe in `frame`, once per document. The page's own frame waits for it; a child frame that does not take it within
 * a second is left out, as AxeBuilder leaves it (and one that cannot be asked, being gone, is skipped).
 */
async function injected(frame: Frame) {
  const present = frame.evaluate("typeof window.axe?.run === 'function'").catch(() => true);
  if (await present) return;
  const inject = frame.evaluate(`${axe.source}\n;axe.configure({ allowedOrigins: ["<same_origin>"] });`);
  if (!frame.parentFrame()) {
    await inject;
    return;
  }
  const timeout = new Promise((resolve) => setTimeout(resolve, 1_000).unref());
  await Promise.race([inject.catch(() => undefined), timeout]);
}

/** Serious and critical violations, named by rule and the first elements. */
function serious(violations: AxeResults["violations"]): string[] {
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => {
      const targets = v.nodes.map((n) => n.target.join(" "));
      return `${v.id} (${v.help}): ${targets.slice(0, 6).join(", ")}${targets.length > 6 ? ` and ${targets.length - 6} more` : ""}`;
    });
}

/** The page, or the regions named, have no serious or critical axe violation. */
export async function expectAxeClean(page: Page, regions: readonly string[] = []) {
  expect(await seriousAxeViolations(page, regions)).toEqual([]);
}

/** The console's main region and any open dialog have no serious or critical axe violation. */
export const expectConsoleAxeClean = (page: Page) => expectAxeClean(page, ["main", "[role=dialog]", "[role=alertdialog]"]);
