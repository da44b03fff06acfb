import "server-only";
import { isNotFound, polarClient } from "./polar";
import { customerOf } from "./queries";

type AppUser = { id: string; email: string; name?: string | null };

/**
 * Every user has a Polar customer whose external id is the user's id. It is made after the user exists and
 * never inside the sign-up: Polar being slow or down must not fail a sign-up. A later call (the next
 * profile change, or the first billing visit) makes the link if this one could not.
 * Returns the Polar customer id, or null when billing is off or Polar could not be reached.
 */
export async function linkCustomer(user: AppUser): Promise<string | null> {
  const polar = polarClient();
  if (!polar) return null;
  // Once linked, Polar's customer.created webhook has put the customer in our mirror: no need to ask Polar.
  const mirrored = await customerOf(user.id);
  if (mirrored) return mirrored.id;
  try {
    return (await polar.customers.getExternal({ externalId: user.id })).id;
  } catch (error) {
    if (!isNotFound(error)) return logged("link", error);
  }
  try {
    return (await polar.customers.create({ email: user.email, name: user.name ?? null, externalId: user.id })).id;
  } catch (error) {
    // Another link of the same user (the sign-up's background link, retried by the SDK) may have won the race.
    const raced = await polar.customers.getExternal({ externalId: user.id }).catch(() => null);
    if (raced) return raced.id;
    // Someone bought with this address before signing up: that customer becomes this user's.
    const existing = await polar.customers.list({ email: user.email.toLowerCase(), limit: 1 }).catch(() => null);
    const found = existing?.result.items[0];
    if (found && !found.externalId) {
      const linked = await polar.customers
        .update({ id: found.id, customerUpdate: { externalId: user.id } })
        .catch((e: unknown) => logged("adopt", e));
      return linked ? linked.id : null;
    }
    return logged("create", error);
  }
}

/** A changed name or e-mail goes to the customer too. */
export async function syncCustomer(user: AppUser): Promise<void> {
  const polar = polarClient();
  if (!polar) return;
  try {
    await polar.customers.updateExternal({ externalId: user.id, customerUpdateExternalID: { email: user.email, name: user.name ?? null } });
  } catch (error) {
    if (isNotFound(error)) await linkCustomer(user);
    else logged("sync", error);
  }
}

/** Deleting the account deletes the customer. */
export async function deleteCustomer(userId: string): Promise<void> {
  const polar = polarClient();
  if (!polar) return;
  await polar.customers.deleteExternal({ externalId: userId }).catch((error: unknown) => {
    if (!isNotFound(error)) logged("delete", error);
  });
}

function logged(step: string, error: unknown): null {
  console.error(`[billing] customer ${step}:`, error instanceof Error ? error.message : error);
  return null;
}
