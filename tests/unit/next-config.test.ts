import { expect, test } from "vitest";
import nextConfig from "@/next.config";

// Loading every route's code as the server starts put it all before the first request (bench:vitals measured the
// first signed-in get-session at about 2.9 s after spawning `next start`, 2.0–2.6 s without) and kept the code of
// routes never served in memory (the heap at rest went from about 100 MB to 50 MB). Each route loads on its own
// first request instead.
test("the production server loads each route on its first request, not all of them at start", () => {
  expect(nextConfig.experimental?.preloadEntriesOnStart).toBe(false);
});
