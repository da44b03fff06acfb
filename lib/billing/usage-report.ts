import "server-only";
import type { JobPayloads } from "@/lib/jobs/kinds";
import { isTransient, polarClient } from "./polar";
import { log } from "@/lib/log/logger";

/**
 * The polar-usage job (queued by ./usage-jobs.ts, which the job's worker must not import: queueing starts the
 * workers): the event goes to Polar with the job's id as its external id, which Polar keeps once (a job run again
 * after a crash before its acknowledgement is not counted twice). A refusal waiting will not change ends the job.
 */
export async function reportUsage({ userId, event, metadata }: JobPayloads["polar-usage"], jobId: string): Promise<void> {
  const polar = polarClient();
  if (!polar) return;
  try {
    await polar.events.ingest({ events: [{ name: event, externalCustomerId: userId, metadata, externalId: jobId }] });
  } catch (error) {
    if (isTransient(error)) throw error;
    log.error({ err: error, event }, "billing: usage refused by Polar");
  }
}
