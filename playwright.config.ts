import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium";
import { APP_URL } from "./e2e/support/ports";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/global-setup.ts",
  workers: 1,
  fullyParallel: false,
  // No retries: a test that fails half the time must fail the run, not pass it on a second try.
  retries: 0,
  // A stray test.only would silently skip the rest of the suite in CI.
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-results.json" }]],
  use: {
    baseURL: APP_URL,
    locale: "en-US",
    // Colours are checked (axe) and measured at rest, never halfway through a hover or focus transition.
    reducedMotion: "reduce",
    // A trace of every test, kept when it fails, for reading on one's own machine. Under CI nobody can open it, and
    // recording it (a snapshot of the page at every step) made the browser tests a quarter slower: off there.
    trace: process.env.CI ? "off" : "retain-on-failure",
    // A click or fill that waits for something that never comes fails naming its locator, instead of running
    // into the test's timeout with no word of where it stood.
    actionTimeout: 20_000,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
