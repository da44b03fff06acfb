import "server-only";
import { enqueue, enqueueSurely, track } from "@/lib/jobs/enqueue";
import { jobsIdle } from "@/lib/jobs/status";
import { log } from "@/lib/log/logger";
import { metrics } from "@/lib/metrics/registry";
import type { Mail } from "./mail";
import { currentReplyPromise, noteUnqueuedMail } from "./reply-promise";

/**
 * Queues a mail as a job, delivered by a worker (./delivery.ts) and retried with backoff while the mail server is
 * down. Every caller is a better-auth callback, called once better-auth has stored the token the mail carries (an
 * invitation's once its transaction has committed), and better-auth waits for it. Whether the reply waits for the
 * job in turn is the request's promise (lib/email/reply-promise.ts).
 */
export async function queueMail(mail: Mail): Promise<void> {
  const held = currentReplyPromise() === "held";
  // A held reply turns into 503 when the job cannot be stored; a timed one has already said the mail is on its way,
  // so its job is tried again while the database is away.
  const stored = track(held ? enqueue("mail", { mail }) : enqueueSurely("mail", { mail })).catch((error: unknown) => {
    noteUnqueuedMail();
    metrics.mailFailures.inc({ stage: "queue" });
    log.error({ err: error, to: mail.to }, "mail: could not queue a mail");
    throw error;
  });
  if (held) await stored;
  else void stored.catch(() => undefined);
}

/**
 * Resolves once every mail queued so far in this process has been delivered, or has failed an attempt and waits
 * for its retry: the moment to check that a request sent no mail, with no guessing how long a delivery takes.
 */
export function mailDrained(): Promise<void> {
  return jobsIdle(["mail"]);
}
