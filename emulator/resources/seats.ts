import { PolarError } from "../http/errors";
import type { Context, Reply, Router } from "../http/router";
import type { Services } from "../services";
import { listReply } from "./list";

/**
 * Customer seats belong to seat-based prices, which Polar enables per organization; the emulator's
 * organization sells no seat-based price (its catalogue has none), so Polar's answers for such an
 * organization are the ones given: assigning, listing or revoking seats is refused, and no invitation exists.
 */
export function registerSeats(router: Router, { customers }: Services) {
  const notEnabled = (): Reply => {
    throw new PolarError(403, { error: "NotPermitted", detail: "Seat-based pricing is not enabled for this organization." });
  };
  const noInvitation = (status: number) => (): Reply => {
    throw new PolarError(status, {
      error: status === 404 ? "ResourceNotFound" : "BadRequest",
      detail: "Invalid or expired invitation token.",
    });
  };
  const me = (ctx: Context) => customers.byId(ctx.auth.kind === "customer" ? ctx.auth.customerId : "");

  router.api("POST", "/v1/customer-seats", "organization", notEnabled);
  router.api("GET", "/v1/customer-seats", "organization", notEnabled);
  router.api("DELETE", "/v1/customer-seats/{seat_id}", "organization", notEnabled);
  router.api("POST", "/v1/customer-seats/{seat_id}/resend", "organization", notEnabled);
  router.api("GET", "/v1/customer-seats/claim/{invitation_token}", "none", noInvitation(404));
  router.api("POST", "/v1/customer-seats/claim", "none", noInvitation(400));

  router.api("GET", "/v1/customer-portal/seats", "customer", notEnabled);
  router.api("POST", "/v1/customer-portal/seats", "customer", notEnabled);
  router.api("DELETE", "/v1/customer-portal/seats/{seat_id}", "customer", notEnabled);
  router.api("POST", "/v1/customer-portal/seats/{seat_id}/resend", "customer", notEnabled);
  // The subscriptions whose seat the customer claimed: none, with no seats to claim.
  router.api("GET", "/v1/customer-portal/seats/subscriptions", "customer", (ctx) => {
    me(ctx);
    return listReply(ctx, [] as Record<string, unknown>[], (s) => s);
  });
}
