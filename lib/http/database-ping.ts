import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";

const PING_TIMEOUT_MS = 1500;

/** Whether the database answers a trivial query within a moment; nothing else (./outage.ts notes a failure). */
export async function pingDatabase(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
  const ping = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
