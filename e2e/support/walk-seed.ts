import { expect, request, type APIRequestContext } from "@playwright/test";
import { linkIn, uniqueEmail, waitForMail } from "./helpers";
import { polarControl } from "./polar";
import { APP_URL, POLAR_TOKEN, POLAR_URL } from "./ports";

/**
 * The world the screen walk looks at, built through the app's own API the way a person would build it: an owner
 * of an organization with an admin and a member who joined by invitation, a team, a pending invitation, the
 * activity all that leaves, a usage-based plan bought through the checkout, and an invitation from someone
 * else's organization waiting for the owner.
 */
export type WalkWorld = {
  owner: { id: string; email: string; name: string };
  /** The owner's cookies, for a signed-in browser context. */
  ownerState: Awaited<ReturnType<APIRequestContext["storageState"]>>;
  organization: { id: string; slug: string; name: string };
  /** A pending invitation into the owner's organization, addressed to someone without an account. */
  pendingInvitationId: string;
  /** A pending invitation addressed to the owner, from another organization. */
  invitationToOwnerId: string;
  /** The checkout the owner paid, for /billing/success. */
  checkoutId: string;
};

const PASSWORD = "walk-password-1";

async function ok<T>(what: string, response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** A verified person, signed in inside their own request context (the verification link signs them in). */
async function person(name: string, prefix: string) {
  const api = await request.newContext({ baseURL: APP_URL, extraHTTPHeaders: { origin: APP_URL } });
  const email = uniqueEmail(prefix);
  await ok("sign-up", await api.post("/api/auth/sign-up/email", { data: { email, password: PASSWORD, name, locale: 3 } }));
  const verified = await api.get(linkIn(await waitForMail(email)));
  expect(verified.status(), "the verification link answers").toBeLessThan(400);
  const session = await ok<{ user: { id: string } } | null>("session", await api.get("/api/auth/get-session"));
  expect(session?.user.id, `${email} is signed in after verification`).toBeTruthy();
  return { api, email, name, id: session!.user.id };
}

/** Someone invited by e-mail signs up with that address and accepts, as the mailed link lets them. */
async function join(api: APIRequestContext, organizationId: string, name: string, prefix: string, role: "admin" | "member") {
  const invitee = await person(name, prefix);
  const invitation = await ok<{ id: string }>(
    "invite",
    await api.post("/api/auth/organization/invite-member", { data: { email: invitee.email, role, organizationId } }),
  );
  await ok("accept", await invitee.api.post("/api/auth/organization/accept-invitation", { data: { invitationId: invitation.id } }));
  return invitee;
}

/** Buys the usage-based plan through the app's checkout and pays on the (emulated) Polar checkout page. */
async function buyUsagePlan(api: APIRequestContext) {
  const products = (await (
    await fetch(`${POLAR_URL}/v1/products/?limit=100`, { headers: { authorization: `Bearer ${POLAR_TOKEN}` } })
  ).json()) as {
    items: { id: string; name: string }[];
  };
  const plan = products.items.find((p) => p.name === "Usage-based API");
  expect(plan, "the emulator sells the usage-based plan").toBeTruthy();
  const checkout = await ok<{ url: string }>("checkout", await api.post("/api/auth/checkout", { data: { products: [plan!.id] } }));
  const paid = await api.post(checkout.url, { form: { card: "4242 4242 4242 4242" }, maxRedirects: 0 });
  expect(paid.status(), "the checkout page accepts the test card").toBe(303);
  const checkoutId = new URL(paid.headers().location).searchParams.get("checkout_id");
  expect(checkoutId, "the checkout returns to /billing/success with its id").toBeTruthy();
  await polarControl("/__emulator/flush");
  return checkoutId!;
}

export async function seedWalkWorld(): Promise<WalkWorld> {
  const owner = await person("Olivia Owner", "walk-owner");
  const stamp = Date.now().toString(36);
  const organization = await ok<{ id: string; slug: string; name: string }>(
    "create organization",
    await owner.api.post("/api/auth/organization/create", { data: { name: "Northwind Trading Company", slug: `northwind-${stamp}` } }),
  );
  const admin = await join(owner.api, organization.id, "Adam Administrator", "walk-admin", "admin");
  const member = await join(owner.api, organization.id, "Maria Member", "walk-member", "member");
  const team = await ok<{ id: string }>(
    "create team",
    await owner.api.post("/api/auth/organization/create-team", { data: { name: "Design", organizationId: organization.id } }),
  );
  await ok("add to team", await owner.api.post("/api/auth/organization/add-team-member", { data: { teamId: team.id, userId: member.id } }));
  const pending = await ok<{ id: string }>(
    "invite",
    await owner.api.post("/api/auth/organization/invite-member", {
      data: { email: uniqueEmail("walk-pending"), role: "member", organizationId: organization.id },
    }),
  );

  // Someone else's organization invites the owner.
  const other = await person("Oscar Other", "walk-other");
  const otherOrganization = await ok<{ id: string }>(
    "create organization",
    await other.api.post("/api/auth/organization/create", { data: { name: "Globex Logistics", slug: `globex-${stamp}` } }),
  );
  const toOwner = await ok<{ id: string }>(
    "invite the owner",
    await other.api.post("/api/auth/organization/invite-member", {
      data: { email: owner.email, role: "admin", organizationId: otherOrganization.id },
    }),
  );

  const checkoutId = await buyUsagePlan(owner.api);
  // The owner's last active organization is their own, so the switcher and home show it.
  await ok("set active", await owner.api.post("/api/auth/organization/set-active", { data: { organizationId: organization.id } }));
  const ownerState = await owner.api.storageState();
  await Promise.all([owner.api, admin.api, member.api, other.api].map((api) => api.dispose()));
  return {
    owner: { id: owner.id, email: owner.email, name: owner.name },
    ownerState,
    organization,
    pendingInvitationId: pending.id,
    invitationToOwnerId: toOwner.id,
    checkoutId,
  };
}
