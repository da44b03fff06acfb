import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/**
 * Fault tests: real processes (the production build under `next start`, an SMTP sink, the Polar emulator, a
 * PostgreSQL cluster of their own) stopped and started while the app works. One file at a time, each with its
 * own processes. Needs `next build` first.
 */
export default defineConfig({
  root,
  resolve: { alias: { "@": root } },
  test: {
    include: ["tests/fault/*.spec.ts"],
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 120_000,
  },
});
