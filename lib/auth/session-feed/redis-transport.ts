import "server-only";
import { Client } from "pg";
import type Redis from "ioredis";
import { CHANNEL } from "./keys";
import { backoff, withTimeout, type FeedSink, type Transport } from "./transport";

/** Any constant: the advisory lock that makes one instance the relay. */
const RELAY_LOCK = 720_310_778;
const HEARTBEAT = "heartbeat";
const HEARTBEAT_EVERY_MS = 500;
/** Without a heartbeat for this long the path PostgreSQL → relay → Redis → here is presumed broken. */
const HEARTBEAT_LOST_MS = 2_000;
const RELAY_RETRY_MS = 1_000;

/**
 * With REDIS_URL the instances learn of changes by Redis pub/sub instead of each holding a LISTEN connection.
 * One instance at a time (whichever holds a PostgreSQL advisory lock) relays the triggers' announcements to
 * Redis, in commit order, together with a heartbeat it sends through PostgreSQL itself every half second; the
 * heartbeat proves the whole path. Should the relay, PostgreSQL or Redis fail, heartbeats stop, every instance
 * stops trusting caches within two seconds, another instance takes over the lock, and each instance reads the
 * log again when heartbeats resume. PostgreSQL stays the system of record: the log is read from it, never from
 * Redis.
 */
export function redisTransport(url: string, publisher: Redis, subscriber: Redis, namespace: string): Transport {
  const channel = `${namespace}${CHANNEL}`;
  let stopped = false;
  let listening = false;
  let lastBeat = -Infinity;
  let watch: NodeJS.Timeout | undefined;
  let relay: { client: Client; beat?: NodeJS.Timeout } | null = null;
  let relayRetry: NodeJS.Timeout | undefined;
  let relayAttempt = 0;
  let sinkRef: FeedSink | null = null;

  function loseRelay(reason: string) {
    const current = relay;
    if (!current) return;
    relay = null;
    clearInterval(current.beat);
    current.client.removeAllListeners("notification");
    current.client.end().catch(() => undefined); // ends the session: the lock is released for another instance
    if (!stopped)
      relayRetry = setTimeout(() => void becomeRelay(), reason === "not elected" ? RELAY_RETRY_MS : backoff(relayAttempt++)).unref();
  }

  /** Tries to hold the relay lock; the instance that does forwards every announcement to Redis. */
  async function becomeRelay() {
    if (stopped) return;
    const client = new Client({ connectionString: url, keepAlive: true, application_name: "session-feed-relay" });
    relay = { client };
    client.on("error", () => loseRelay("connection error"));
    client.on("end", () => loseRelay("connection ended"));
    try {
      await withTimeout(client.connect(), 4_000, "connecting the relay");
      const { rows } = await client.query<{ elected: boolean }>("select pg_try_advisory_lock($1) as elected", [RELAY_LOCK]);
      if (!rows[0]?.elected) return loseRelay("not elected");
      client.on("notification", (n) => {
        if (n.channel !== CHANNEL || n.payload === undefined) return;
        publisher.publish(channel, n.payload).catch(() => undefined); // a lost message is a missed heartbeat too
      });
      await client.query(`LISTEN ${CHANNEL}`);
      relayAttempt = 0;
      const current = relay;
      if (!current || current.client !== client) return;
      current.beat = setInterval(() => {
        withTimeout(client.query("select pg_notify($1, $2)", [CHANNEL, HEARTBEAT]), HEARTBEAT_EVERY_MS * 2, "the relay's heartbeat").catch(
          () => loseRelay("heartbeat failed"),
        );
      }, HEARTBEAT_EVERY_MS);
      current.beat.unref();
    } catch {
      if (relay?.client === client) loseRelay("failed");
      else client.end().catch(() => undefined);
    }
  }

  function onMessage(from: string, payload: string) {
    const sink = sinkRef;
    if (from !== channel || !sink) return;
    if (payload !== HEARTBEAT) return sink.message(payload);
    lastBeat = performance.now();
    sink.alive();
    if (!listening) {
      listening = true;
      sink.connected().catch((error: Error) => {
        listening = false;
        sink.disconnected(`reading the log failed: ${error.message}`);
      });
    }
  }

  function checkHeartbeat() {
    if (listening && performance.now() - lastBeat > HEARTBEAT_LOST_MS) {
      listening = false;
      sinkRef?.disconnected("heartbeat lost");
    }
  }

  const subscribe = () => void subscriber.subscribe(channel).catch(() => undefined);

  return {
    silentForMs: HEARTBEAT_LOST_MS,
    start(sink) {
      sinkRef = sink;
      subscriber.on("message", onMessage);
      subscriber.on("ready", subscribe);
      subscriber.on("close", () => {
        listening = false;
        sink.disconnected("Redis subscription closed");
      });
      if (subscriber.status === "ready") subscribe();
      watch = setInterval(checkHeartbeat, 250);
      watch.unref();
      void becomeRelay();
    },
    async stop() {
      stopped = true;
      clearInterval(watch);
      clearTimeout(relayRetry);
      subscriber.off("message", onMessage);
      subscriber.off("ready", subscribe);
      const current = relay;
      relay = null;
      if (current) {
        clearInterval(current.beat);
        await current.client.end().catch(() => undefined);
      }
    },
  };
}
