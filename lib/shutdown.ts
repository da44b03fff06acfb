import "server-only";
import { closeDb } from "@/db/client";
import { stopSessionFeed } from "@/lib/auth/session-feed/feed";
import { env } from "@/lib/env";
import { enqueuesSettled } from "@/lib/jobs/enqueue";
import { stopBoss } from "@/lib/jobs/boss";
import { log } from "@/lib/log/logger";
import { stopDispatching } from "@/lib/webhooks/dispatch";
import { closeRedis } from "@/lib/redis";

type Holder = { installed?: boolean; stopping?: boolean };
const holder = ((globalThis as Record<string, unknown>).__appShutdown ??= {}) as Holder;

/**
 * What this process lets go of once it serves no more requests, in order: jobs being stored are let finish, the
 * workers stop after the jobs in hand (pg-boss's graceful stop), the webhook endpoints being sent to are let go
 * after the attempts in hand, then the session feed, Redis and the database pool close.
 */
async function release(): Promise<void> {
  await enqueuesSettled();
  await stopBoss();
  await stopDispatching();
  await stopSessionFeed().catch(() => undefined);
  await closeRedis();
  await closeDb();
}

/**
 * A graceful stop on SIGTERM (an orchestrator, `docker stop`) and SIGINT. Next.js's server (`next start` and the
 * standalone server.js alike) handles both signals itself: it stops listening, waits for the requests in hand to
 * end (after() work included), then calls process.exit(143). That exit is held here until this process has let
 * go of what it holds (release()), and becomes 0: a stop that finished its work. A stop that is still busy after
 * SHUTDOWN_TIMEOUT_MS (a request that never ends, a job stuck on a dead connection) exits 1 all the same, so an
 * orchestrator never has to kill it. Installed once per process, at the server's start (instrumentation.ts).
 */
export function installGracefulShutdown(): void {
  if (holder.installed) return;
  holder.installed = true;
  const exit = process.exit.bind(process);
  const onSignal = (signal: NodeJS.Signals) => {
    if (holder.stopping) return;
    holder.stopping = true;
    log.info({ signal, timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, "shutdown: no new connections; finishing the requests and jobs in hand");
    const started = Date.now();
    setTimeout(() => {
      log.error({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, "shutdown: still busy when the time ran out; exiting");
      exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    let released: Promise<void> | undefined;
    const finish = () =>
      (released ??= release()
        .then(() => {
          log.info({ durationMs: Date.now() - started }, "shutdown: done");
          exit(0);
        })
        .catch((error: unknown) => {
          log.error({ err: error }, "shutdown: releasing failed");
          exit(1);
        }));
    // Next.js's own handler ends with process.exit once its requests are done: that is the moment to release.
    process.exit = ((code?: number | string | null) => {
      if (code !== 143 && code !== 130) return exit(code ?? undefined);
      void finish();
      return undefined as never;
    }) as typeof process.exit;
    // With NEXT_MANUAL_SIG_HANDLE set Next.js listens to no signal: nothing will call that exit, release now.
    if (process.env.NEXT_MANUAL_SIG_HANDLE) void finish();
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
}
