import "server-only";
import { enqueueAfterCommit } from "@/lib/jobs/enqueue";
import type { JobPayloads } from "@/lib/jobs/kinds";
import { polarClient } from "./polar";

/**
 * Queues a change of a user's Polar customer, once the user's own change has committed; nothing while billing is
 * off. The job itself is ./customer-sync.ts.
 */
export async function queueCustomerJob(action: JobPayloads["polar-customer"]["action"], userId: string): Promise<void> {
  if (!polarClient()) return;
  await enqueueAfterCommit("polar-customer", { action, userId });
}
