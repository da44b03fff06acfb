import "server-only";
import { env } from "@/lib/env";
import { deliverAfterResponse } from "@/lib/jobs/after-response";
import { startedBoss } from "@/lib/jobs/boss";
import { ensureWorkers, track } from "@/lib/jobs/enqueue";
import { localWorkers } from "@/lib/jobs/local-workers";
import { WEBHOOK_QUEUE } from "./sweep-schedule";

/**
 * The "webhooks" queue's jobs: each is a sweep (./dispatch.ts) that sends every delivery due now. Deliveries are
 * rows the change's own transaction wrote (database triggers); a job only says "look now" or "look then", so a
 * lost or doubled job loses or doubles nothing: each sweep schedules the next one, and endpoints are leased.
 *
 * A sweep soon: debounced to one per second (a thousand events in a burst are one job, and one in the next
 * second if the first has already begun). Called after our own changes commit (an endpoint saved, a redelivery,
 * a test event, better-auth's changes: ./auth-plugin.ts); the scheduled sweeps cover the rest.
 */
export function wakeWebhooks(): Promise<void> {
  return track(
    (async () => {
      const boss = await startedBoss();
      const stored = boss.sendDebounced(WEBHOOK_QUEUE, {}, {}, 1, "wake");
      if (env.JOBS_MODE === "request") deliverAfterResponse(WEBHOOK_QUEUE, stored);
      await stored;
      if (env.JOBS_MODE !== "request") {
        await ensureWorkers();
        const worker = localWorkers.get(WEBHOOK_QUEUE);
        if (worker) boss.notifyWorker(worker);
      }
    })(),
  );
}
