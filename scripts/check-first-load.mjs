#!/usr/bin/env node
/**
 * Fails when a page of the production build in .next ships more first-load JavaScript than its budget
 * (bench/lib/first-load.mjs: 150 KB gzip for public pages, 180 KB for signed-in ones). Run it after
 * `next build` (`npm run check:first-load`); `npm run bench` records the same figures in its results. It is
 * not part of `npm test` while the public sign-in and sign-up forms are still a few KB over their budget.
 */
import { firstLoadBudgets } from "../bench/lib/first-load.mjs";

const pages = firstLoadBudgets();
if (pages.length === 0) {
  console.error("no pages found in .next: run `next build` first");
  process.exit(1);
}
for (const p of pages) console.log(`${p.over ? "OVER" : "ok  "} ${String(p.kb).padStart(6)} / ${p.budget} KB  ${p.route}`);
const over = pages.filter((p) => p.over);
console.log(
  over.length ? `\n${over.length} of ${pages.length} pages over their first-load budget` : `\nall ${pages.length} pages within budget`,
);
process.exit(over.length ? 1 : 0);
