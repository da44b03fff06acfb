import { randomBytes } from "node:crypto";
import { conflict, invalidField, notFound } from "../http/errors";
import type { Json } from "../serialize";
import type { CustomerSeat, Member, Metadata, Subscription } from "../state";
import { Store } from "../store";
import type { Members } from "./members";
import { Service, type Core } from "./service";

/** How long a seat invitation can be claimed. */
const INVITATION_DAYS = 7;

export type SeatHolder = {
  email?: string | null;
  customer_id?: string | null;
  external_customer_id?: string | null;
  member_id?: string | null;
};

/**
 * The seats of a seat-based subscription, as a team customer has them: assigned (an invitation the holder
 * claims, or an immediate claim), claimed (the holder becomes a member of the buying customer: member.created)
 * and revoked, by hand, when the subscription ends or when the member is removed. Each change sends the webhook
 * Polar sends for it: customer_seat.assigned, customer_seat.claimed, customer_seat.revoked.
 */
export class Seats extends Service {
  constructor(
    core: Core,
    private readonly members: Members,
  ) {
    super(core);
  }

  private get state() {
    return this.store.state;
  }

  seat(s: CustomerSeat): Json {
    const member = this.store.get("members", s.member_id);
    const customer = this.store.get("customers", s.customer_id);
    return {
      created_at: s.created_at,
      modified_at: s.modified_at,
      id: s.id,
      subscription_id: s.subscription_id,
      order_id: null,
      status: s.status,
      customer_id: s.customer_id,
      member_id: s.member_id,
      member: member ? this.out.member(member) : null,
      email: s.email,
      customer_email: customer?.email ?? null,
      invitation_token_expires_at: s.status === "pending" ? s.invitation_token_expires_at : null,
      claimed_at: s.claimed_at,
      revoked_at: s.revoked_at,
      seat_metadata: s.seat_metadata,
    };
  }

  /** A member leaves the customer: their live seats are revoked first (the caller then removes the member). */
  memberRemoved(member: Member) {
    for (const seat of this.state.customer_seats.filter((s) => s.member_id === member.id && s.status !== "revoked")) this.revoke(seat);
  }

  /** A subscription's seats: the live ones and how many remain. */
  seatsOf(subscription: Subscription) {
    const seats = this.state.customer_seats.filter((s) => s.subscription_id === subscription.id && s.status !== "revoked");
    return { seats, total: subscription.seats ?? 0, available: Math.max(0, (subscription.seats ?? 0) - seats.length) };
  }

  /**
   * Assigns one of a seat-based subscription's seats: pending with an invitation to claim, or claimed at
   * once with immediate_claim. Refused for a subscription without seats, without a free seat, or ended.
   */
  assign(subscription: Subscription, holder: SeatHolder, metadata: Metadata | null = null, immediateClaim = false): CustomerSeat {
    if (!subscription.seats) throw conflict("NotASeatBasedSubscription", "This subscription is not seat-based.", 400);
    if (!["active", "trialing"].includes(subscription.status))
      throw conflict("InactiveSubscription", "Seats can only be assigned on an active subscription.", 400);
    if (this.seatsOf(subscription).available === 0) throw conflict("SeatNotAvailable", "No seats are available on this subscription.", 400);
    const member = this.store.get("members", holder.member_id);
    const named =
      this.store.get("customers", holder.customer_id) ??
      this.state.customers.find((c) => c.external_id && c.external_id === holder.external_customer_id);
    const email = (holder.email ?? member?.email ?? named?.email ?? "").toLowerCase();
    if (!email) throw invalidField(["body"], "Either email, external_customer_id, customer_id or member_id must be provided.");
    if (this.seatsOf(subscription).seats.some((s) => s.email === email))
      throw invalidField(["body", "email"], "A seat is already assigned to this email.", email);
    const at = this.store.iso();
    const seat = this.store.add("customer_seats", {
      id: Store.id(),
      created_at: at,
      modified_at: null,
      subscription_id: subscription.id,
      status: "pending",
      customer_id: subscription.customer_id,
      member_id: member?.id ?? null,
      email,
      invitation_token: randomBytes(24).toString("base64url"),
      invitation_token_expires_at: new Date(this.store.now().getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
      claimed_at: null,
      revoked_at: null,
      seat_metadata: metadata,
    });
    this.hooks.emit("customer_seat.assigned", this.seat(seat));
    if (immediateClaim) this.claim(seat.invitation_token);
    return seat;
  }

  /** The holder accepts the invitation: they become a member of the buying customer (member.created), then claimed. */
  claim(token: string): CustomerSeat {
    const seat = this.state.customer_seats.find((s) => s.invitation_token === token && s.status === "pending");
    if (!seat || new Date(seat.invitation_token_expires_at).getTime() < this.store.now().getTime())
      throw notFound("Invalid or expired invitation token.");
    const customer = this.store.get("customers", seat.customer_id)!;
    const member =
      this.store.get("members", seat.member_id) ??
      this.members.of(customer).find((m) => m.email === seat.email) ??
      this.members.create(customer, { email: seat.email });
    const at = this.store.iso();
    Object.assign(seat, { status: "claimed", member_id: member.id, claimed_at: at, modified_at: at });
    this.hooks.emit("customer_seat.claimed", this.seat(seat));
    return seat;
  }

  revoke(seat: CustomerSeat) {
    if (seat.status === "revoked") throw conflict("SeatAlreadyRevoked", "This seat is already revoked.", 400);
    const at = this.store.iso();
    Object.assign(seat, { status: "revoked", revoked_at: at, modified_at: at });
    this.hooks.emit("customer_seat.revoked", this.seat(seat));
  }

  /** A subscription that ended takes its seats with it. */
  subscriptionEnded(subscription: Subscription) {
    for (const seat of this.seatsOf(subscription).seats) this.revoke(seat);
  }
}
