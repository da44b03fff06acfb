import "server-only";
import type { JobName } from "./kinds";

/**
 * This process's worker of each queue: an enqueue tells it of a new job so it need not wait for its next poll, and
 * a worker whose batch was full asks itself again. On globalThis, like the queue itself.
 */
export const localWorkers = ((globalThis as Record<string, unknown>).__appLocalJobWorkers ??= new Map()) as Map<JobName, string>;
