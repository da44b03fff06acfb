import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import { getDb } from "@/db/client";
import { CHANNEL } from "./keys";
import type { Transport } from "./transport";

/**
 * The embedded database runs inside this process, so its notifications are delivered in-process and cannot be
 * lost to a broken connection: one LISTEN for the life of the process.
 */
export function pgliteTransport(): Transport {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    silentForMs: null,
    start(sink) {
      const client = (getDb() as unknown as { $client: PGlite }).$client;
      void client
        .listen(CHANNEL, (payload) => sink.message(payload))
        .then(async (stop) => {
          unlisten = () => stop();
          await sink.connected();
        })
        .catch((error: Error) => sink.disconnected(`LISTEN failed: ${error.message}`));
    },
    async stop() {
      await unlisten?.().catch(() => undefined);
    },
  };
}
