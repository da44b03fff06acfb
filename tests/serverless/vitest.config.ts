import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/**
 * The production build on a simulated serverless host (tests/serverless/front.mjs: frozen between requests, killed
 * and cold-started), once on PostgreSQL alone and once with Redis; one file at a time, since each starts its own
 * processes. Needs `next build` first.
 */
export default defineConfig({
  root,
  resolve: { alias: { "@": root } },
  test: {
    include: ["tests/serverless/*.spec.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
