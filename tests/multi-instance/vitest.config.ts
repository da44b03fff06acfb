import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/**
 * Two production instances behind nginx (tests/multi-instance/stack.ts), once on PostgreSQL alone and once
 * with Redis; one file at a time, since each starts its own stack. Needs `next build` first.
 */
export default defineConfig({
  root,
  resolve: { alias: { "@": root } },
  test: {
    include: ["tests/multi-instance/*.spec.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
