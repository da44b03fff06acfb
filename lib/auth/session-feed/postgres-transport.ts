import "server-only";
import { Client } from "pg";
import { CHANNEL } from "./keys";
import { backoff, withTimeout, type FeedSink, type Transport } from "./transport";

/** How often the listening connection proves it is alive, and how long that may take. */
const PROBE_EVERY_MS = 1_000;
const PROBE_TIMEOUT_MS = 2_000;
/** Without an answered probe for this long, the instance was frozen or the connection is stuck: caches wait. */
const SILENT_FOR_MS = 5_000;

/**
 * LISTEN on a dedicated PostgreSQL connection. A connection that errors, ends or stops answering its probe is
 * dropped and replaced; announcements sent meanwhile are recovered from the log when the feed reconnects.
 */
export function postgresTransport(url: string): Transport {
  let client: Client | null = null;
  let stopped = false;
  let attempt = 0;
  let probe: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;

  function drop(sink: FeedSink, reason: string) {
    if (!client) return;
    const old = client;
    client = null;
    clearInterval(probe);
    sink.disconnected(reason);
    old.removeAllListeners("notification");
    old.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(() => void connect(sink), backoff(attempt++)).unref();
  }

  async function connect(sink: FeedSink) {
    if (stopped) return;
    const next = new Client({ connectionString: url, keepAlive: true, application_name: "session-feed" });
    client = next;
    next.on("error", (error) => client === next && drop(sink, `connection error: ${error.message}`));
    next.on("end", () => client === next && drop(sink, "connection ended"));
    next.on("notification", (n) => client === next && n.channel === CHANNEL && n.payload !== undefined && sink.message(n.payload));
    try {
      await withTimeout(next.connect(), PROBE_TIMEOUT_MS * 2, "connecting");
      await next.query(`LISTEN ${CHANNEL}`);
      if (client !== next) return;
      await sink.connected();
      attempt = 0;
      sink.alive();
      probe = setInterval(() => {
        // The answer comes after every notification sent before it on this connection: heard, all of them.
        withTimeout(next.query("select 1"), PROBE_TIMEOUT_MS, "the feed's probe").then(
          () => client === next && sink.alive(),
          (error: Error) => client === next && drop(sink, error.message),
        );
      }, PROBE_EVERY_MS);
      probe.unref();
    } catch (error) {
      if (client === next) drop(sink, (error as Error).message);
      else next.end().catch(() => undefined);
    }
  }

  return {
    silentForMs: SILENT_FOR_MS,
    start(sink) {
      void connect(sink);
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(probe);
      const old = client;
      client = null;
      await old?.end().catch(() => undefined);
    },
  };
}
