import type { Mail } from "@/lib/email/mail";

/** Every kind of outgoing work, by queue name, with what its job carries. */
export type JobPayloads = {
  /** A rendered mail (its link included): the transport sends it or puts it in the outbox. */
  mail: { mail: Mail };
  /** The Polar customer of a user: made or linked after sign-up, updated after a profile change, deleted with the account. */
  "polar-customer": { action: "link" | "sync" | "delete"; userId: string };
  /** One metered event for a user's customer (a use of a metered feature). */
  "polar-usage": { userId: string; event: string; metadata: Record<string, string> };
  /** Outbound webhooks: a sweep sending the deliveries due now (lib/webhooks/dispatch.ts); it carries nothing. */
  webhooks: Record<string, never>;
  /** A claimed SSO domain's TXT record looked up again (lib/auth/sso/domains.ts), on a schedule while it is pending. */
  "sso-domain-check": { domainId: string };
};

export type JobName = keyof JobPayloads;

/** A job as stored: its payload, and the id of the request that queued it (lib/log/), for its log lines. */
export type JobData<N extends JobName> = JobPayloads[N] & { requestId?: string };

/**
 * How long one attempt of each queue's jobs may take before the job counts as abandoned (its worker died) and is
 * handed out again: longer than the SMTP and Polar timeouts, so a slow attempt is never run twice at once.
 */
export const QUEUE_SETTINGS: Record<JobName, { expireInSeconds: number }> = {
  mail: { expireInSeconds: 90 },
  "polar-customer": { expireInSeconds: 60 },
  "polar-usage": { expireInSeconds: 60 },
  webhooks: { expireInSeconds: 90 },
  "sso-domain-check": { expireInSeconds: 30 },
};

export const JOB_NAMES = Object.keys(QUEUE_SETTINGS) as JobName[];
