import "server-only";
import { isNotFound, polarClient } from "./polar";
import { customerOf } from "./queries";
import { log } from "@/lib/log/logger";

type AppUser = { id: string; email: string; name?: string | null; emailVerified?: boolean | null };

/**
 * Every user has a Polar customer whose external id is the user's id. It is made by a job after the user exists
 * (lib/billing/customer-jobs.ts), never inside the sign-up: Polar being slow or down must not fail a sign-up.
 * A customer someone made earlier by buying with an address becomes the user's only once the user has proved
 * the address is theirs (verified): otherwise anyone signing up with a buyer's address would get the buyer's
 * orders, license keys and portal. Until then the customer waits; verifying the address links it.
 * Returns the Polar customer id, or null when billing is off or the customer waits for a verified address.
 * Throws when Polar cannot be reached (the job retries).
 */
export async function ensureCustomer(user: AppUser): Promise<string | null> {
  const polar = polarClient();
  if (!polar) return null;
  // Once linked, Polar's customer.created webhook has put the customer in our mirror: no need to ask Polar.
  const mirrored = await customerOf(user.id);
  if (mirrored) return mirrored.id;
  try {
    return (await polar.customers.getExternal({ externalId: user.id })).id;
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  // A buyer's customer with this address, not yet anyone's account.
  const existing = (await polar.customers.list({ email: user.email.toLowerCase(), limit: 1 })).result.items[0];
  if (existing && !existing.externalId) {
    if (!user.emailVerified) return null;
    return (await polar.customers.update({ id: existing.id, customerUpdate: { externalId: user.id } })).id;
  }
  if (existing) return null; // another account's customer holds the address: never this user's
  try {
    return (await polar.customers.create({ email: user.email, name: user.name ?? null, externalId: user.id })).id;
  } catch (error) {
    // Another link of the same user (a billing page's link racing the job, or the SDK's retry) may have won.
    const raced = await polar.customers.getExternal({ externalId: user.id }).catch(() => null);
    if (raced) return raced.id;
    throw error;
  }
}

/**
 * For a billing request that needs the customer now (checkout, portal, reads): the link made inline if the job has
 * not made it yet. Returns null when it cannot be made now; the request then answers from what it has.
 */
export async function linkCustomer(user: AppUser): Promise<string | null> {
  return ensureCustomer(user).catch((error: unknown) => logged("link", error));
}

/** A changed name or e-mail goes to the customer too; a user without one yet gets it now. Throws on an outage. */
export async function syncCustomer(user: AppUser): Promise<void> {
  const polar = polarClient();
  if (!polar) return;
  try {
    await polar.customers.updateExternal({ externalId: user.id, customerUpdateExternalID: { email: user.email, name: user.name ?? null } });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await ensureCustomer(user);
  }
}

/** Deleting the account deletes the customer (already gone counts as done). Throws on an outage. */
export async function deleteCustomer(userId: string): Promise<void> {
  const polar = polarClient();
  if (!polar) return;
  await polar.customers.deleteExternal({ externalId: userId }).catch((error: unknown) => {
    if (!isNotFound(error)) throw error;
  });
}

function logged(step: string, error: unknown): null {
  log.error({ err: error, step }, "billing: customer call failed");
  return null;
}
