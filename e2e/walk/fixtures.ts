import { test as base, request } from "../support/test";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { APP_URL } from "../support/ports";
import { seedWalkWorld, type WalkWorld } from "../support/walk-seed";

/** Whether the owner's session still answers: a world kept from an earlier run (another database) does not. */
async function stillValid(world: WalkWorld) {
  const api = await request.newContext({ baseURL: APP_URL, storageState: world.ownerState });
  try {
    const session = (await (await api.get("/api/auth/get-session")).json()) as { user?: { id: string } } | null;
    return session?.user?.id === world.owner.id;
  } catch {
    return false;
  } finally {
    await api.dispose();
  }
}

/**
 * The seeded world, once per worker slot: Playwright starts a new worker after every failed test, and the walk
 * reports defects by failing, so the world is kept in a file per parallel slot and reused while its session is
 * valid. Slots never share one: each walk changes its owner's stored language.
 */
export const test = base.extend<{ signedIn: boolean }, { world: WalkWorld }>({
  world: [
    async ({}, provide, workerInfo) => {
      const file = join(workerInfo.project.outputDir, ".walk", `world-${workerInfo.parallelIndex}.json`);
      let world: WalkWorld | undefined;
      try {
        world = JSON.parse(readFileSync(file, "utf8")) as WalkWorld;
        if (!(await stillValid(world))) world = undefined;
      } catch {
        world = undefined;
      }
      if (!world) {
        world = await seedWalkWorld();
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(world));
      }
      await provide(world);
    },
    { scope: "worker", timeout: 120_000 },
  ],
  signedIn: [false, { option: true }],
  storageState: async ({ signedIn, world }, provide) => {
    await provide(signedIn ? world.ownerState : undefined);
  },
});
