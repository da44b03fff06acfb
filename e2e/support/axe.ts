import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "./test";

/** The console's main region and any open dialog have no serious or critical axe violation. */
export async function expectConsoleAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include("main").include("[role=dialog]").include("[role=alertdialog]").analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
}
