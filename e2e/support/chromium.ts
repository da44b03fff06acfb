import { existsSync } from "node:fs";

/**
 * Debian's chromium, as every browser test here launches it: test tools cannot download browsers on these
 * machines, and without the networking flags it floods the closed network with refused connections.
 *
 * Its headless shell (Debian's `chromium-headless-shell`, the engine Playwright itself runs headless) when
 * installed: the full browser in headless mode keeps a GPU process and a browser UI the tests never look at, and
 * on a two-core machine, where the browser takes three quarters of the CPU of a browser test, the shell runs the
 * same tests in about a fifth less time. The full browser otherwise (a developer's machine with only `chromium`).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
