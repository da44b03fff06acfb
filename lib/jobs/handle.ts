import "server-only";
import pRetry from "p-retry";
import { SpanStatusCode } from "@opentelemetry/api";
import type PgBoss from "pg-boss";
import { runCustomerJob } from "@/lib/billing/customer-sync";
import { reportUsage } from "@/lib/billing/usage-report";
import { sendMail } from "@/lib/email/delivery";
import { runWebhookSweep } from "@/lib/webhooks/dispatch";
import { runScheduledDomainCheck } from "@/lib/auth/sso/domain-check-job";
import { POOL_MAX } from "@/db/client";
import { runWithLogContext } from "@/lib/log/context";
import { log } from "@/lib/log/logger";
import { metrics } from "@/lib/metrics/registry";
import { inSpan } from "@/lib/telemetry/span";
import { QUEUE_SETTINGS, type JobData, type JobName, type JobPayloads } from "./kinds";
import { STORE_RETRY } from "./store-retry";

type Handler<N extends JobName> = (data: JobPayloads[N], jobId: string) => Promise<void>;

/**
 * What each queue does with a job, whoever runs it (a polling worker, a request after its reply, the drain
 * endpoint): handlers that never enqueue, as enqueueing is what loads this module.
 */
const HANDLERS: { [N in JobName]: Handler<N> } = {
  mail: (data, jobId) => sendMail(jobId, data.mail),
  "polar-customer": (data) => runCustomerJob(data),
  "polar-usage": (data, jobId) => reportUsage(data, jobId),
  webhooks: () => runWebhookSweep(),
  "sso-domain-check": (data) => runScheduledDomainCheck(data.domainId),
};

/**
 * Jobs taken at once, each handled on its own (one failure does not fail its neighbours). Handlers read and
 * write through the app's pool, so a batch holds at most half of it: requests keep connections under a backlog.
 */
export const BATCH_SIZE = Math.max(1, Math.floor(POOL_MAX / 2));

/**
 * A failure as logged and stored with the job: the underlying error's first line. A failed query's own message
 * goes on to list its parameters, and a mail's parameters hold its link.
 */
function message(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (cause instanceof Error ? cause.message : String(cause)).split("\n")[0];
}

/**
 * Runs one fetched job; true when it succeeded (completing it is the caller's: pg-boss's worker completes its
 * batch itself). A failure is logged and recorded on the job, which pg-boss retries or marks dead. Every line the
 * job logs names it, its queue and the request that queued it (lib/log/context.ts); one line says how it went.
 */
export function handleJob<N extends JobName>(boss: PgBoss, name: N, job: PgBoss.JobWithMetadata<JobData<N>>): Promise<boolean> {
  const requestId = typeof job.data?.requestId === "string" ? job.data.requestId : undefined;
  return runWithLogContext({ requestId, jobId: job.id, queue: name }, () =>
    // A span per attempt (lib/telemetry/): its queries, mail and Polar calls are its children.
    inSpan(`job ${name}`, { "job.queue": name, "job.id": job.id, "job.attempt": job.retryCount + 1 }, async (span) => {
      const done = await runAttempt(boss, name, job);
      if (!done) span.setStatus({ code: SpanStatusCode.ERROR, message: "attempt failed" });
      return done;
    }),
  );
}

async function runAttempt<N extends JobName>(boss: PgBoss, name: N, job: PgBoss.JobWithMetadata<JobData<N>>): Promise<boolean> {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const attempt = job.retryCount + 1;
  try {
    await HANDLERS[name](job.data, job.id);
    const seconds = elapsed();
    metrics.jobs.inc({ queue: name, outcome: "completed" });
    metrics.jobDuration.observe({ queue: name }, seconds);
    log.info({ attempt, durationMs: Math.round(seconds * 1e4) / 10, outcome: "completed" }, "job");
    return true;
  } catch (error) {
    const seconds = elapsed();
    const dead = job.retryCount >= job.retryLimit;
    metrics.jobs.inc({ queue: name, outcome: "failed" });
    metrics.jobDuration.observe({ queue: name }, seconds);
    if (name === "mail") metrics.mailFailures.inc({ stage: "delivery" });
    // "attempt N failed" is what the fault tests look for in the log.
    log.error(
      { attempt, durationMs: Math.round(seconds * 1e4) / 10, outcome: "failed", dead, reason: message(error) },
      `job ${name} attempt ${attempt} failed${dead ? ", no retries left: dead" : ", will retry"}`,
    );
    // The failure is recorded even if the database is away right now: a job left active would wait out its whole
    // expiry before its retry, which for a mail means minutes.
    await pRetry(() => boss.fail(name, job.id, { message: message(error) }), {
      ...STORE_RETRY,
      maxRetryTime: (QUEUE_SETTINGS[name].expireInSeconds * 1000) / 2,
    });
    return false;
  }
}
