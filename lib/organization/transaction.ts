import "server-only";
import { runWithTransaction } from "@better-auth/core/context";
import { POOL_MAX } from "@/db/client";
import type { Auth } from "@/lib/auth/server/auth";

class Refused extends Error {
  constructor(readonly response: Response) {
    super("refused");
  }
}

/**
 * A request's transaction holds one pooled connection while better-auth still reads some rows through its base
 * adapter, which needs another. With as many open transactions as connections, those reads would wait forever;
 * so at most half the pool is held by transactions at once, and further organization requests queue here.
 */
const MAX_OPEN_TRANSACTIONS = Math.max(1, Math.floor(POOL_MAX / 2));
let open = 0;
const waiting: Array<() => void> = [];

async function acquire() {
  if (open < MAX_OPEN_TRANSACTIONS) {
    open += 1;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release() {
  const next = waiting.shift();
  if (next) next();
  else open -= 1;
}

/**
 * Runs `work` in one database transaction, under the same cap: the better-auth calls it makes (auth.api.*) write
 * through it, so a change and its activity entry commit together, and a throw rolls both back.
 */
export async function inAuthTransaction<T>(auth: Auth, work: () => Promise<T>): Promise<T> {
  const ctx = await auth.$context;
  await acquire();
  try {
    return await runWithTransaction(ctx.adapter, work);
  } finally {
    release();
  }
}

/**
 * Runs one organization request in a single database transaction: the change and its activity entry commit
 * together, and a refused request (4xx/5xx) leaves nothing half-written.
 */
export async function inOneTransaction(auth: Auth, handle: (request: Request) => Promise<Response>, request: Request): Promise<Response> {
  try {
    return await inAuthTransaction(auth, async () => {
      const response = await handle(request);
      if (response.status >= 400) throw new Refused(response);
      return response;
    });
  } catch (error) {
    if (error instanceof Refused) return error.response;
    throw error;
  }
}
