import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { user as userTable } from "@/db/schema";
import type { JobPayloads } from "@/lib/jobs/kinds";
import { deleteCustomer, ensureCustomer, syncCustomer } from "./customers";
import { isTransient } from "./polar";
import { log } from "@/lib/log/logger";

const storedUser = async (userId: string) =>
  (
    await db
      .select({ id: userTable.id, email: userTable.email, name: userTable.name, emailVerified: userTable.emailVerified })
      .from(userTable)
      .where(eq(userTable.id, userId))
  )[0];

/**
 * The polar-customer job (queued by ./customer-jobs.ts, which the job's worker must not import: queueing starts
 * the workers). It works from the user as stored now, so jobs of one user may run in any order: a link or an
 * update makes the customer match the user; a user deleted meanwhile has nothing left to link, and a customer
 * made while the deletion ran is deleted again. An outage throws, and the job is retried; a refusal that waiting
 * will not change is logged and ends the job.
 */
export async function runCustomerJob({ action, userId }: JobPayloads["polar-customer"]): Promise<void> {
  try {
    if (action === "delete") return await deleteCustomer(userId);
    const stored = await storedUser(userId);
    if (!stored) return;
    if (action === "link") await ensureCustomer(stored);
    else await syncCustomer(stored);
    if (!(await storedUser(userId))) await deleteCustomer(userId);
  } catch (error) {
    if (isTransient(error)) throw error;
    log.error({ err: error, action }, "billing: customer change refused by Polar");
  }
}
