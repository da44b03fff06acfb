import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "./test";

/**
 * axe's serious and critical violations, each as "rule: the elements", in the whole page or only in the regions
 * named (selectors; one that matches nothing is skipped). Legacy mode runs axe in the page and its same-origin
 * frames (the app embeds no other origin where axe looks) instead of opening a blank page to merge the frames'
 * results: half the time, which adds up over the suites' hundreds of runs.
 */
export async function seriousAxeViolations(page: Page, regions: readonly string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  for (const region of regions) builder.include(region);
  const { violations } = await builder.analyze();
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
