import { conflict, found, notFound, PolarError } from "../http/errors";
import type { Context, Router } from "../http/router";
import type { Services } from "../services";
import type { Metadata, Subscription } from "../state";
import { listReply } from "./list";
import { PortalViews } from "./portal";

type SeatAssignBody = {
  subscription_id?: string | null;
  order_id?: string | null;
  email?: string | null;
  customer_id?: string | null;
  external_customer_id?: string | null;
  member_id?: string | null;
  external_member_id?: string | null;
  metadata?: Metadata | null;
  immediate_claim?: boolean;
};

/**
 * Customer seats of seat-based subscriptions, through the seats service: the seller assigns, lists, revokes and
 * re-sends them; the holder reads and claims an invitation; in the portal the buying customer manages its own
 * subscriptions' seats, and a member session lists the subscriptions whose seat its member claimed.
 */
export function registerSeats(router: Router, { store, out, seats, customers }: Services) {
  const views = new PortalViews(store, out);
  /** The subscription a seat request names (of this customer, in the portal); seats of one-time orders are not sold here. */
  const subscriptionOf = (body: { subscription_id?: string | null; order_id?: string | null }, customerId?: string): Subscription => {
    if (!body.subscription_id && body.order_id) throw conflict("NotASeatBasedOrder", "This order is not seat-based.", 400);
    const subscription = store.get("subscriptions", body.subscription_id ?? "");
    return found(
      subscription && (customerId === undefined || subscription.customer_id === customerId) && subscription,
      "Subscription not found.",
    );
  };
  const seatOf = (id: string, customerId?: string) => {
    const seat = store.get("customer_seats", id);
    return found(seat && (customerId === undefined || seat.customer_id === customerId) && seat, "Seat not found.");
  };
  const list = (subscription: Subscription) => {
    const { seats: live, total, available } = seats.seatsOf(subscription);
    return { status: 200, json: { seats: live.map((s) => seats.seat(s)), available_seats: available, total_seats: total } };
  };
  const assign = (body: SeatAssignBody, customerId?: string) => {
    const subscription = subscriptionOf(body, customerId);
    const member = body.external_member_id
      ? store.state.members.find(
          (m) => m.customer_id === subscription.customer_id && m.external_id === body.external_member_id && !m.deleted_at,
        )
      : undefined;
    if (body.external_member_id && !member) throw notFound("Member not found.");
    const seat = seats.assign(
      subscription,
      {
        email: body.email,
        customer_id: body.customer_id,
        external_customer_id: body.external_customer_id,
        member_id: member?.id ?? body.member_id,
      },
      body.metadata ?? null,
      body.immediate_claim === true,
    );
    return { status: 200, json: seats.seat(seat) };
  };
  /** A new invitation for a seat not claimed yet (Polar mails it again; the emulator renews its expiry). */
  const resend = (id: string, customerId?: string) => {
    const seat = seatOf(id, customerId);
    if (seat.status !== "pending") throw conflict("SeatNotPending", "Only a pending seat's invitation can be sent again.", 400);
    seat.invitation_token_expires_at = new Date(store.now().getTime() + 7 * 86_400_000).toISOString();
    seat.modified_at = store.iso();
    return { status: 200, json: seats.seat(seat) };
  };
  const revoke = (id: string, customerId?: string) => {
    const seat = seatOf(id, customerId);
    seats.revoke(seat);
    return { status: 200, json: seats.seat(seat) };
  };
  const pending = (token: string) => {
    const seat = store.state.customer_seats.find((s) => s.invitation_token === token && s.status === "pending");
    return seat && new Date(seat.invitation_token_expires_at) > store.now() ? seat : undefined;
  };
  const me = (ctx: Context) => customers.byId(ctx.auth.kind === "customer" ? ctx.auth.customerId : "");

  router.api("POST", "/v1/customer-seats", "organization", ({ body }) => assign(body));
  router.api("GET", "/v1/customer-seats", "organization", ({ query }) => list(subscriptionOf(query as SeatAssignBody)));
  router.api("DELETE", "/v1/customer-seats/{seat_id}", "organization", ({ params }) => revoke(params.seat_id));
  router.api("POST", "/v1/customer-seats/{seat_id}/resend", "organization", ({ params }) => resend(params.seat_id));
  router.api("GET", "/v1/customer-seats/claim/{invitation_token}", "none", ({ params }) => {
    const seat = found(pending(params.invitation_token), "Invalid or expired invitation token.");
    const subscription = store.get("subscriptions", seat.subscription_id)!;
    const product = store.get("products", subscription.product_id)!;
    return {
      status: 200,
      json: {
        product_name: product.name,
        product_id: product.id,
        organization_name: store.state.organization.name,
        organization_slug: store.state.organization.slug,
        customer_email: seat.email,
        can_claim: true,
      },
    };
  });
  router.api("POST", "/v1/customer-seats/claim", "none", ({ body }) => {
    if (!pending(body.invitation_token)) throw new PolarError(400, { error: "BadRequest", detail: "Invalid or expired invitation token." });
    const seat = seats.claim(body.invitation_token);
    const session = customers.openSession(customers.byId(seat.customer_id), null, seat.member_id);
    return { status: 200, json: { seat: seats.seat(seat), customer_session_token: session.token } };
  });

  router.api("GET", "/v1/customer-portal/seats", "customer", (ctx) => list(subscriptionOf(ctx.query as SeatAssignBody, me(ctx).id)));
  router.api("POST", "/v1/customer-portal/seats", "customer", (ctx) => assign(ctx.body, me(ctx).id));
  router.api("DELETE", "/v1/customer-portal/seats/{seat_id}", "customer", (ctx) => revoke(ctx.params.seat_id, me(ctx).id));
  router.api("POST", "/v1/customer-portal/seats/{seat_id}/resend", "customer", (ctx) => resend(ctx.params.seat_id, me(ctx).id));
  router.api("GET", "/v1/customer-portal/seats/subscriptions", "customer", (ctx) => {
    const memberId = ctx.auth.kind === "customer" ? ctx.auth.memberId : undefined;
    const claimed = store.state.customer_seats.filter((s) => memberId && s.member_id === memberId && s.status === "claimed");
    const rows = claimed.map((s) => store.get("subscriptions", s.subscription_id)).filter((s): s is Subscription => s !== undefined);
    return listReply(ctx, rows, (s) => views.subscription(s));
  });
}
