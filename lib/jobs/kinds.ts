import type { Mail } from "@/lib/email/transport";

/** Every kind of outgoing work, by queue name, with what its job carries. */
export type JobPayloads = {
  /** A rendered mail (its link included): the transport sends it or puts it in the outbox. */
  mail: { mail: Mail };
  /** The Polar customer of a user: made or linked after sign-up, updated after a profile change, deleted with the account. */
  "polar-customer": { action: "link" | "sync" | "delete"; userId: string };
};

export type JobName = keyof JobPayloads;

export const JOB_NAMES = ["mail", "polar-customer"] as const satisfies readonly JobName[];
