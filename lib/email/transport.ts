import "server-only";
import { enqueueSurely, track } from "@/lib/jobs/enqueue";
import { jobsIdle } from "@/lib/jobs/status";
import { currentTransaction } from "@/lib/jobs/transaction";
import { enqueueWithChange } from "@/lib/jobs/transactional";
import { log } from "@/lib/log/logger";
import { metrics } from "@/lib/metrics/registry";
import type { Mail } from "./mail";
import { currentReplyPromise, noteUnqueuedMail } from "./reply-promise";

function unqueued(mail: Mail, error: unknown): void {
  noteUnqueuedMail();
  metrics.mailFailures.inc({ stage: "queue" });
  log.error({ err: error, to: mail.to }, "mail: could not queue a mail");
}

/**
 * Queues a mail as a job, delivered by a worker (./delivery.ts) and retried with backoff while the mail server is
 * down. Every caller is a better-auth callback, called once better-auth has made the token the mail carries, and
 * better-auth waits for it; so does the reply. Inside a transaction (a reset request: lib/auth/http/route.ts) the
 * job is written by that transaction, with the token it carries; elsewhere (a sign-up's or an invitation's mail,
 * sent after its commit) it is stored at once. Either way the job is stored before the reply leaves, so a
 * process that dies after replying has lost nothing.
 *
 * A job that cannot be stored: a held reply turns into 503 (lib/email/reply-promise.ts); a timed one, whose
 * status must not depend on the address, still answers as sent, and its job is tried again in the background
 * while the database is away (inside a transaction there is nothing to try again: the change fails with it).
 */
export async function queueMail(mail: Mail): Promise<void> {
  const held = currentReplyPromise() === "held";
  try {
    await track(enqueueWithChange("mail", { mail }));
  } catch (error) {
    if (held || currentTransaction()) {
      unqueued(mail, error);
      throw error;
    }
    void track(enqueueSurely("mail", { mail })).catch((retried: unknown) => unqueued(mail, retried));
  }
}

/**
 * Resolves once every mail queued so far in this process has been delivered, or has failed an attempt and waits
 * for its retry: the moment to check that a request sent no mail, with no guessing how long a delivery takes.
 */
export function mailDrained(): Promise<void> {
  return jobsIdle(["mail"]);
}
