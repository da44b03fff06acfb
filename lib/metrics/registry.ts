import "server-only";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The process's Prometheus metrics (prom-client), on globalThis so that every route bundle and the job workers
 * count into the same registry. Labels are bounded: a route is its pattern (never a raw path), a status its
 * number, a queue one of lib/jobs/kinds.ts.
 */
function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const mailFailures = new Counter({
    name: "mail_failures_total",
    help: "Mails that failed: 'delivery' an attempt to send (retried unless dead), 'queue' a mail that could not be queued",
    labelNames: ["stage"] as const,
    registers: [registry],
  });
  // Both series exist from the start, at 0, so that a rate over them is defined before the first failure.
  for (const stage of ["delivery", "queue"]) mailFailures.inc({ stage }, 0);
  return {
    registry,
    mailFailures,
    requests: new Counter({
      name: "http_requests_total",
      help: "API requests answered, by route pattern, method and status",
      labelNames: ["route", "method", "status"] as const,
      registers: [registry],
    }),
    duration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from an API request's arrival to its reply, by route pattern, method and status",
      labelNames: ["route", "method", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    jobs: new Counter({
      name: "jobs_processed_total",
      help: "Job attempts run by this process, by queue and outcome (completed, failed)",
      labelNames: ["queue", "outcome"] as const,
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: "job_duration_seconds",
      help: "Time one job attempt took, by queue",
      labelNames: ["queue"] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    }),
    webhookLag: new Histogram({
      name: "polar_webhook_lag_seconds",
      help: "Time from a Polar event's timestamp to its being applied here",
      buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600],
      registers: [registry],
    }),
    queueDepth: new Gauge({
      name: "jobs_queued",
      help: "Jobs waiting in each queue (created or waiting for a retry), read from the queue's tables when scraped",
      labelNames: ["queue"] as const,
      registers: [registry],
    }),
    queueActive: new Gauge({
      name: "jobs_active",
      help: "Jobs being worked on in each queue, read from the queue's tables when scraped",
      labelNames: ["queue"] as const,
      registers: [registry],
    }),
    queueOldest: new Gauge({
      name: "jobs_oldest_queued_age_seconds",
      help: "Age of each queue's oldest waiting job (0 when none waits), read when scraped",
      labelNames: ["queue"] as const,
      registers: [registry],
    }),
    webhooksUnprocessed: new Gauge({
      name: "polar_webhooks_unprocessed",
      help: "Polar events stored but not applied (their last attempt failed), read when scraped",
      registers: [registry],
    }),
    webhooksOldestUnprocessed: new Gauge({
      name: "polar_webhooks_oldest_unprocessed_age_seconds",
      help: "Age of the oldest Polar event stored but not applied (0 when none), read when scraped",
      registers: [registry],
    }),
    scrapeErrors: new Counter({
      name: "metrics_scrape_errors_total",
      help: "Scrapes whose database readings (queues, webhooks) failed; those gauges then keep their last values",
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof create>;

type Holder = { metrics?: Metrics };
const holder = ((globalThis as Record<string, unknown>).__appMetrics ??= {}) as Holder;

export const metrics: Metrics = (holder.metrics ??= create());
