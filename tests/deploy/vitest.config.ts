import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/**
 * The standalone server (`node .next/standalone/server.js`) as the container image runs it, in a temporary copy
 * laid out as the Dockerfile lays it out: health, a page, sign-up and sign-in, a kill right after a reply, and the
 * graceful stop. Needs `next build` first.
 */
export default defineConfig({
  root,
  resolve: { alias: { "@": root } },
  test: {
    include: ["tests/deploy/*.spec.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
