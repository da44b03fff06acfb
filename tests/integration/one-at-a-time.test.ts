import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { oneAtATime } from "@/lib/transaction-locks";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("oneAtATime", () => {
  it("runs the work of one key one at a time, and of two keys side by side", async () => {
    const key = `test-turns:${crypto.randomUUID()}`;
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await pause(60);
      running -= 1;
      return running;
    };
    await Promise.all([oneAtATime(key, work), oneAtATime(key, work), oneAtATime(key, work)]);
    expect(most).toBe(1);

    most = 0;
    await Promise.all([oneAtATime(`${key}:a`, work), oneAtATime(`${key}:b`, work)]);
    expect(most).toBe(2);
  });

  it("gives up with the caller's error while another holds the key, without running the work", async () => {
    const key = `test-turns:${crypto.randomUUID()}`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const taken = new Promise<void>((resolve) => (holding = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      holding();
      await held;
    });
    await taken;
    let ran = false;
    const busy = new Error("busy");
    await expect(
      oneAtATime(
        key,
        async () => {
          ran = true;
        },
        { waitMs: 150, busy: () => busy },
      ),
    ).rejects.toBe(busy);
    expect(ran).toBe(false);
    release();
    await holder;
    expect(await oneAtATime(key, async () => "mine")).toBe("mine");
  });
});
