import "server-only";
import { enqueue } from "@/lib/jobs/enqueue";
import type { JobPayloads } from "@/lib/jobs/kinds";
import { jobDone } from "@/lib/jobs/status";
import { isTransient, polarClient } from "./polar";

type UsageJob = JobPayloads["polar-usage"];

/** How long a use of the demo feature waits for its event to reach Polar, to show the meter with it. */
const SHOW_WITHIN_MS = 3_000;

/**
 * Queues one metered event for a user's customer, and says whether Polar has it within a few seconds (the caller
 * then reads the meter with it). Counted either way: while Polar is down the job waits and retries.
 */
export async function queueUsage(userId: string, event: string, metadata: UsageJob["metadata"]): Promise<{ reported: boolean }> {
  const id = await enqueue("polar-usage", { userId, event, metadata });
  return { reported: await jobDone(id, SHOW_WITHIN_MS) };
}

/**
 * The job: the event goes to Polar with the job's id as its external id, which Polar keeps once (a job run again
 * after a crash before its acknowledgement is not counted twice). A refusal waiting will not change ends the job.
 */
export async function reportUsage({ userId, event, metadata }: UsageJob, jobId: string): Promise<void> {
  const polar = polarClient();
  if (!polar) return;
  try {
    await polar.events.ingest({ events: [{ name: event, externalCustomerId: userId, metadata, externalId: jobId }] });
  } catch (error) {
    if (isTransient(error)) throw error;
    console.error("[billing] usage refused by Polar:", error instanceof Error ? error.message : error);
  }
}
