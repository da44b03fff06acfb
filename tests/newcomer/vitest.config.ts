import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/**
 * The README's first command as a newcomer runs it: a fresh copy of the tree, `npm ci`, then `npm run dev` with
 * no settings, every page fetched and a few walked in Chromium. Runs last in `npm test`; needs no build.
 */
export default defineConfig({
  root,
  resolve: { alias: { "@": root } },
  test: {
    include: ["tests/newcomer/*.spec.ts"],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
