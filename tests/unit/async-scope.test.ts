import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Transaction } from "@/db/client";
import { actAs } from "@/lib/api/keys/acting";
import { scopeSlot } from "@/lib/async-scope";
import { runWithReplyPromise, currentReplyPromise } from "@/lib/email/reply-promise";
import { currentTransaction, inTransactionScope } from "@/lib/jobs/transaction";
import { logContext, runWithLogContext } from "@/lib/log/context";
import { actingAs } from "@/lib/organization/activity";

/** How many AsyncLocalStorages the process has in use: each gives every new promise a kResourceStore property. */
const storagesInUse = () => Object.getOwnPropertySymbols(Promise.resolve()).filter((s) => s.description === "kResourceStore").length;

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("the app's one async scope", () => {
  it("keeps each slot's value through awaits, nests, and leaves the other slots as they were", async () => {
    const outer = scopeSlot<string>("test-outer");
    const inner = scopeSlot<number>("test-inner");
    expect(outer.get()).toBeUndefined();
    await outer.run("a", async () => {
      await tick();
      expect(outer.get()).toBe("a");
      await inner.run(1, async () => {
        await tick();
        expect([outer.get(), inner.get()]).toEqual(["a", 1]);
        await outer.run("b", async () => expect([outer.get(), inner.get()]).toEqual(["b", 1]));
        expect(outer.get()).toBe("a");
      });
      expect(inner.get()).toBeUndefined();
    });
    expect(outer.get()).toBeUndefined();
    // One name is one slot, wherever it is asked for (a bundle may hold two copies of a module).
    expect(scopeSlot<string>("test-outer").run("c", () => outer.get())).toBe("c");
  });

  it("keeps concurrent runs apart", async () => {
    const slot = scopeSlot<number>("test-concurrent");
    const seen = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        slot.run(n, async () => {
          await new Promise((resolve) => setTimeout(resolve, 6 - n));
          return slot.get();
        }),
      ),
    );
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it("is all the app's own code adds to the AsyncLocalStorages in use, whichever of its scopes run", async () => {
    const before = storagesInUse();
    const tx = {} as Transaction;
    await runWithLogContext({ requestId: "r-1" }, () =>
      inTransactionScope(tx, () =>
        actAs({ userId: "u", organizationId: "o", keyId: "k" }, () =>
          actingAs("operator", async () => {
            const { value } = await runWithReplyPromise("timed", async () => [
              logContext()?.requestId,
              currentTransaction(),
              currentReplyPromise(),
            ]);
            expect(value).toEqual(["r-1", tx, "timed"]);
          }),
        ),
      ),
    );
    expect(storagesInUse() - before).toBeLessThanOrEqual(1);
  });

  it("is the only AsyncLocalStorage the app's source makes", () => {
    const root = path.join(__dirname, "../..");
    const makers: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(ts|tsx|mts|mjs)$/.test(name) && /new AsyncLocalStorage\b/.test(readFileSync(full, "utf8")))
          makers.push(path.relative(root, full));
      }
    };
    for (const top of ["app", "components", "lib", "db", "emulator"]) walk(path.join(root, top));
    expect(makers).toEqual(["lib/async-scope.ts"]);
  });
});
