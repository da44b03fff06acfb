import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.dirname(new URL(import.meta.url).pathname);
const alias = { "@": root, "server-only": path.join(root, "tests/support/empty.ts") };

/**
 * Units, and integration tests that drive the real auth handler against a fresh PostgreSQL database per run;
 * the PGlite project runs the driver-level suite once more on the embedded database.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "postgres",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: ["tests/**/*.test.ts"],
          globalSetup: ["tests/support/postgres-setup.ts"],
          setupFiles: ["tests/support/env.ts"],
          env: { NODE_ENV: "test", DB_DRIVER: "postgres" },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "pglite",
          // A cold embedded database (WASM start, migrations, the job queue's schema) takes seconds before the
          // first test of a file can run, more on a loaded machine.
          testTimeout: 90_000,
          hookTimeout: 90_000,
          include: [
            "tests/integration/sign-up.test.ts",
            "tests/integration/organization-basics.test.ts",
            "tests/integration/session-fast-path.test.ts",
            "tests/integration/transactional-jobs.test.ts",
            "tests/integration/scim.test.ts",
            "tests/integration/sso-oidc.test.ts",
            "tests/integration/sso-saml.test.ts",
            // The rate-limit counter is one raw statement: the embedded database of `npm run dev` runs it too.
            "tests/integration/rate-limit-storage.test.ts",
            // The member count's triggers read transition tables: `npm run dev`'s embedded database keeps it too.
            "tests/integration/organization-member-count.test.ts",
            // An event's effect on the mirror is one statement of data-modifying CTEs: the embedded database runs it too.
            "tests/integration/polar-webhooks.test.ts",
          ],
          setupFiles: ["tests/support/env.ts"],
          env: { NODE_ENV: "test", DB_DRIVER: "pglite" },
        },
      },
    ],
  },
});
