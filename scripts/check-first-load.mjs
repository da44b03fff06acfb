#!/usr/bin/env node
/**
 * Fails when a page of the production build in .next ships more first-load JavaScript than its budget
 * (bench/lib/first-load.mjs: 150 KB gzip for public pages, 180 KB for signed-in ones). Run it after
 * `next build` (`npm run check:first-load`; `npm test` runs it after its build); `npm run bench` records the
 * same figures in its results.
 *
 * The pages still over their budget are named in bench/first-load-over.json with their figure: such a page may
 * not grow past it (a ratchet, with 0.2 KB for the noise between builds), and a page that comes within its
 * budget must leave the list, so the list only shrinks. Any other page over its budget fails.
 */
import { readFileSync } from "node:fs";
import { firstLoadBudgets } from "../bench/lib/first-load.mjs";

const KNOWN_OVER = "bench/first-load-over.json";
/**
 * Two builds of the same source differ by a few bytes of gzip (seen: /sign-up at 158,873 bytes here, a few more on
 * another machine), and figures are rounded to 0.1 KB, so a page standing on a rounding edge flips by 0.1. Growth
 * is counted from beyond that.
 */
const NOISE_KB = 0.2;
/** Figures compared in whole tenths of a KB: 155.1 + 0.2 is 155.29999… in floating point, less than 155.3. */
const tenths = (kb) => Math.round(kb * 10);
const knownOver = JSON.parse(readFileSync(KNOWN_OVER, "utf8"));

const pages = firstLoadBudgets();
if (pages.length === 0) {
  console.error("no pages found in .next: run `next build` first");
  process.exit(1);
}
const problems = [];
for (const p of pages) {
  const allowed = knownOver[p.route];
  let mark = p.over ? "OVER" : "ok  ";
  if (p.over && allowed === undefined) problems.push(`${p.route}: ${p.kb} KB, over its budget of ${p.budget} KB`);
  else if (p.over && tenths(p.kb - allowed) > tenths(NOISE_KB))
    problems.push(`${p.route}: ${p.kb} KB, grew past the ${allowed} KB of ${KNOWN_OVER}`);
  else if (p.over) mark = "over";
  else if (allowed !== undefined) problems.push(`${p.route}: ${p.kb} KB is within its budget now: take it out of ${KNOWN_OVER}`);
  console.log(`${mark} ${String(p.kb).padStart(6)} / ${p.budget} KB  ${p.route}${allowed !== undefined ? `  (known: ${allowed})` : ""}`);
}
for (const route of Object.keys(knownOver).filter((r) => !pages.some((p) => p.route === r)))
  problems.push(`${route} is named in ${KNOWN_OVER} but is no page of the build`);
const over = pages.filter((p) => p.over).length;
console.log(`\n${over} of ${pages.length} pages over their first-load budget (${Object.keys(knownOver).length} known)`);
for (const problem of problems) console.log(`FAIL ${problem}`);
process.exit(problems.length ? 1 : 0);
