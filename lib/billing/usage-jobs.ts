import "server-only";
import { enqueue } from "@/lib/jobs/enqueue";
import type { JobPayloads } from "@/lib/jobs/kinds";
import { jobDone } from "@/lib/jobs/status";

/** How long a use of the demo feature waits for its event to reach Polar, to show the meter with it. */
const SHOW_WITHIN_MS = 3_000;

/**
 * Queues one metered event for a user's customer (the job is ./usage-report.ts), and says whether Polar has it
 * within a few seconds (the caller then reads the meter with it). Counted either way: while Polar is down the job
 * waits and retries.
 */
export async function queueUsage(
  userId: string,
  event: string,
  metadata: JobPayloads["polar-usage"]["metadata"],
): Promise<{ reported: boolean }> {
  const id = await enqueue("polar-usage", { userId, event, metadata });
  return { reported: await jobDone(id, SHOW_WITHIN_MS) };
}
