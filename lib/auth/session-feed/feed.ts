import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { ensureMigrated } from "@/db/migrate";
import { env } from "@/lib/env";
import { redis, redisNamespace, redisSubscriber } from "@/lib/redis";
import { ChangeMap } from "./change-map";
import { parseChange, sessionKey, userKey } from "./keys";
import { pgliteTransport } from "./pglite-transport";
import { postgresTransport } from "./postgres-transport";
import { redisTransport } from "./redis-transport";
import type { Transport } from "./transport";
import { log } from "@/lib/log/logger";

/** The cookie cache's lifetime (lib/auth/server/auth.ts): no cache outlives it, so no change need be kept longer. */
export const CACHE_SECONDS = 60;
/** Plus a margin for clocks of instances that disagree a little about when a cache expires. */
const RETENTION_MS = (CACHE_SECONDS + 30) * 1000;
/** How long the first requests of a process wait for the feed before answering from the database. */
const FIRST_CONNECT_WAIT_MS = 3_000;
const LOG_KEPT = "1 hour";
const PRUNE_EVERY_MS = 5 * 60_000;

export type FeedState = "starting" | "listening" | "down";

/**
 * One instance's view of the change feed: whether it is listening, and the recent changes it heard. A cache
 * (cookie or Redis entry) is trusted only when the feed is listening and knows of no change to its session or
 * user since the data was read; otherwise the database answers.
 */
export class SessionFeed {
  readonly changes = new ChangeMap(RETENTION_MS);
  state: FeedState = "starting";
  lastReason = "";
  private connectEpoch = 0;
  private firstOutcome: Promise<void>;
  private settleFirst!: () => void;
  private pruneTimer?: NodeJS.Timeout;
  /** When the transport last proved it heard everything (performance.now(), which runs on while frozen). */
  private lastAlive = -Infinity;

  constructor(private readonly transport: Transport) {
    this.firstOutcome = new Promise((resolve) => (this.settleFirst = resolve));
    setTimeout(() => this.settleFirst(), FIRST_CONNECT_WAIT_MS).unref();
    transport.start({
      connected: () => this.connected(),
      disconnected: (reason) => this.disconnected(reason),
      message: (payload) => {
        const change = parseChange(payload);
        if (change) this.changes.record(change.id, change.key);
      },
      alive: () => {
        this.lastAlive = performance.now();
      },
    });
    this.pruneTimer = setInterval(() => void pruneLog(), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  /** Resolves once the feed first listens (or gives up waiting): the first requests of a process wait for it. */
  ready(): Promise<void> {
    return this.firstOutcome;
  }

  /** The receive counter, taken when a request starts (pinRequestStart in ./cache-version.ts). */
  position(): number {
    return this.changes.position();
  }

  /**
   * The cookie cache version of a session read at `since`: the same on every instance that heard the same
   * changes, and a value nothing will ever match when the cache must not be trusted.
   */
  version(token: string, userId: string, since: number): string {
    const stamp = this.trusting() ? this.changes.stamp(sessionKey(token), userKey(userId), since) : null;
    return stamp ?? untrusted();
  }

  /**
   * Whether caches may be trusted now: listening, and heard from within the transport's bound. Checked at each
   * use rather than by a timer: after a freeze (a serverless host suspends the process between requests) the first
   * request may run before any timer or buffered announcement does, and must find the feed stale, not listening.
   */
  trusting(): boolean {
    if (this.state !== "listening") return false;
    const bound = this.transport.silentForMs;
    return bound === null || performance.now() - this.lastAlive <= bound;
  }

  private async connected() {
    const epoch = ++this.connectEpoch;
    // Listening already, so nothing committed from now on is missed; what was committed before is in the log.
    const recent = await recentChanges();
    if (epoch !== this.connectEpoch) return;
    this.changes.suspect(recent);
    this.state = "listening";
    this.settleFirst();
  }

  private disconnected(reason: string) {
    this.connectEpoch += 1;
    if (this.state === "listening")
      log.warn({ reason }, "session feed: not listening; sessions are read from the database until it is back");
    this.state = "down";
    this.lastReason = reason;
  }

  async stop() {
    clearInterval(this.pruneTimer);
    this.state = "down";
    await this.transport.stop();
  }
}

/** A version no cache carries: each call a new one. */
export function untrusted(): string {
  return `untrusted:${randomUUID()}`;
}

async function recentChanges(): Promise<string[]> {
  await ensureMigrated();
  const result = await db.execute<{ kind: string; key: string }>(
    sql`select distinct kind, key from session_change where changed_at > now() - make_interval(secs => ${RETENTION_MS / 1000})`,
  );
  return result.rows.map((row) => `${row.kind}:${row.key}`);
}

async function pruneLog() {
  await db.execute(sql.raw(`delete from session_change where changed_at < now() - interval '${LOG_KEPT}'`)).catch(() => undefined);
}

function transport(): Transport {
  if (!env.DATABASE_URL) return pgliteTransport(); // one process: its database notifies it directly
  const publisher = redis();
  const subscriber = redisSubscriber();
  if (publisher && subscriber) return redisTransport(env.DATABASE_URL, publisher, subscriber, redisNamespace());
  return postgresTransport(env.DATABASE_URL);
}

const holder = ((globalThis as Record<string, unknown>).__sessionFeed ??= {}) as { feed?: SessionFeed };

/** This process's feed, started on first use (never during `next build`, which serves no request). */
export function sessionFeed(): SessionFeed {
  return (holder.feed ??= new SessionFeed(transport()));
}

export async function stopSessionFeed(): Promise<void> {
  const feed = holder.feed;
  holder.feed = undefined;
  await feed?.stop();
}
