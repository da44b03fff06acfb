import "server-only";
import { checkout, polar, portal, usage } from "@polar-sh/better-auth";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { setBodyFieldsInPlace } from "@/lib/auth/internals/request-body";
import { checkWholeNumber } from "@/lib/auth/server/list-query";
import { baseURL } from "@/lib/env";
import { checkoutBody, checkoutPlan, setCheckoutAmount, type CheckoutRefusal } from "./checkout";
import { linkCustomer } from "./customers";
import { roleIn } from "@/lib/organization/membership";
import { pluginClient, polarClient } from "./polar";

/**
 * Polar's better-auth plugin: checkout, the customer portal and state, benefit/order/subscription lists and
 * usage, under /api/auth. Our customers are linked by lib/billing/customers (in the background, so a sign-up
 * never waits for Polar), hence createCustomerOnSignUp stays off. Polar's webhooks reach
 * /api/webhooks/polar (and the plugin's /api/auth/polar/webhooks path, served by the same handler): the
 * plugin's own receiver cannot store an event in the transaction of its effect nor keep an unknown type.
 */
export function polarPlugin() {
  return polar({
    client: pluginClient(),
    createCustomerOnSignUp: false,
    use: [
      checkout({
        authenticatedUsersOnly: true,
        successUrl: `${baseURL}/billing/success?checkout_id={CHECKOUT_ID}`,
        returnUrl: `${baseURL}/pricing`,
      }),
      portal({ returnUrl: `${baseURL}/billing` }),
      usage(),
    ],
  });
}

const CHECKOUT = "/checkout";
const INGEST = "/usage/ingest";
const SUBSCRIPTIONS = "/customer/subscriptions/list";
const PLUGIN_PATHS = new Set([
  CHECKOUT,
  INGEST,
  SUBSCRIPTIONS,
  "/customer/portal",
  "/customer/state",
  "/customer/benefits/list",
  "/customer/orders/list",
  "/usage/meters/list",
]);

const STATUS: Record<CheckoutRefusal | "VALIDATION_ERROR" | "UNAUTHORIZED" | "NOT_ALLOWED", ConstructorParameters<typeof APIError>[0]> = {
  UNAUTHORIZED: "UNAUTHORIZED",
  VALIDATION_ERROR: "BAD_REQUEST",
  UNKNOWN_PLAN: "BAD_REQUEST",
  INVALID_AMOUNT: "BAD_REQUEST",
  ORG_ROLE_REQUIRED: "FORBIDDEN",
  NOT_ALLOWED: "FORBIDDEN",
  BILLING_OFF: "SERVICE_UNAVAILABLE",
  BILLING_UNAVAILABLE: "SERVICE_UNAVAILABLE",
};

const MESSAGES: Record<keyof typeof STATUS, string> = {
  UNAUTHORIZED: "Sign in to continue",
  VALIDATION_ERROR: "Invalid checkout request",
  UNKNOWN_PLAN: "This plan is not for sale",
  INVALID_AMOUNT: "The amount is outside the price's limits",
  ORG_ROLE_REQUIRED: "Only owners and admins can change the organization's plan",
  NOT_ALLOWED: "Not allowed",
  BILLING_OFF: "Billing is not set up on this server",
  BILLING_UNAVAILABLE: "The billing service cannot be reached",
};

/** The plugin's lists, which pass `page` and `limit` to Polar as they come. */
const LISTS = new Set([SUBSCRIPTIONS, "/customer/benefits/list", "/customer/orders/list", "/usage/meters/list"]);

/**
 * Polar counts pages from 1 and takes whole numbers only (a larger limit than its 100 it reads as 100): anything
 * else was its 422, which the plugin answers as a 500 and we as "billing cannot be reached". A bad page is the
 * caller's mistake and says so.
 */
function checkPaging(query: unknown) {
  checkWholeNumber(query, "page", 1);
  checkWholeNumber(query, "limit", 1);
}

function refuse(code: keyof typeof STATUS): never {
  throw new APIError(STATUS[code], { code, message: MESSAGES[code] });
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The buyer's checkout request, checked and rewritten before the plugin sees it. */
async function guardCheckout(ctx: HookContext, user: { id: string; email: string; name: string }) {
  const parsed = checkoutBody.safeParse(ctx.body);
  if (!parsed.success) refuse("VALIDATION_ERROR");
  const verdict = await checkoutPlan(user.id, parsed.data);
  if (!verdict.ok) refuse(verdict.code);
  // The customer is made at sign-up; if Polar was down then, now is the later moment.
  await linkCustomer(user);
  // The body object is the one the endpoint reads: what it buys, for whom, and who bought it are ours.
  setBodyFieldsInPlace(ctx, { products: [verdict.plan.id], referenceId: verdict.referenceId, metadata: { purchasedBy: user.id } });
}

/**
 * Our checks before every endpoint of the plugin. Its referenceId lookups trust the caller (any signed-in
 * user could read or buy for any organization), so a reference other than the user's own must be an
 * organization the user belongs to, and buying for it takes an owner or admin. Usage is reported by our
 * server, never by a browser: a client could otherwise send events that lower its own consumption.
 */
const guard = createAuthMiddleware(async (ctx) => {
  if (!polarClient()) refuse("BILLING_OFF");
  if (ctx.path === INGEST && ctx.request) refuse("NOT_ALLOWED");
  const session = await getSessionFromCtx(ctx);
  if (!session) refuse("UNAUTHORIZED");
  if (ctx.path === CHECKOUT) return guardCheckout(ctx, session.user);
  if (LISTS.has(ctx.path)) checkPaging(ctx.query);
  if (ctx.path === SUBSCRIPTIONS) {
    const referenceId = (ctx.query as { referenceId?: unknown } | undefined)?.referenceId;
    if (
      referenceId !== undefined &&
      referenceId !== session.user.id &&
      (typeof referenceId !== "string" || !(await roleIn(session.user.id, referenceId)))
    )
      refuse("NOT_ALLOWED");
  }
  // Reads and the portal need the customer to exist (Polar may have been down at sign-up); usage comes from
  // a user who has bought, so a customer.
  if (ctx.path !== INGEST) await linkCustomer(session.user);
});

/**
 * After the plugin: a pay-what-you-want amount is set on the checkout it made, and its 500s (Polar did not
 * answer) become 503 BILLING_UNAVAILABLE, which the screens explain and offer to retry.
 */
const settle = createAuthMiddleware(async (ctx) => {
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    if (returned.statusCode >= 500 && returned.body?.code !== "BILLING_OFF") return unavailableReply();
    return;
  }
  const amount = (ctx.body as { amount?: number } | undefined)?.amount;
  const url = (returned as { url?: string } | undefined)?.url;
  if (ctx.path === CHECKOUT && amount !== undefined && url && !(await setCheckoutAmount(url, amount))) return unavailableReply();
});

/**
 * A 503 from an after hook. An error thrown there, or ctx.json's reply, keeps the status the endpoint answered
 * with (500 or 200); a Response returned by a hook is the reply as it stands, status included.
 */
function unavailableReply() {
  return Response.json({ code: "BILLING_UNAVAILABLE", message: MESSAGES.BILLING_UNAVAILABLE }, { status: 503 });
}

export function polarGuardPlugin() {
  const matcher = (ctx: { path?: string }) => PLUGIN_PATHS.has(ctx.path ?? "");
  return {
    id: "polar-guard",
    hooks: { before: [{ matcher, handler: guard }], after: [{ matcher, handler: settle }] },
  } satisfies BetterAuthPlugin;
}
