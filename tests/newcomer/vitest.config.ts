import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/**
 * The README's first command as a newcomer runs it: a fresh copy of the tree, `npm ci`, then `npm run dev` with
 * no settings, every page fetched and a few walked in Chromium. Runs at the end of `npm test`, beside the
 * serverless, fault and deployment tests (a test's bound leaves room for that company); needs no build.
 */
export default defineConfig({
  root,
  resolve: { alias: { "@": root } },
  test: {
    include: ["tests/newcomer/*.spec.ts"],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
