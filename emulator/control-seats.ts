import { found, invalidField } from "./http/errors";
import type { Services } from "./services";
import { subscriptionFor, text, type Reply, type TriggerBody } from "./control-support";

/** The member named by id, or by e-mail. */
function memberFor({ store }: Services, body: TriggerBody) {
  const member = store.state.members.find(
    (m) => m.id === body.member_id || (body.email !== undefined && m.email === String(body.email).toLowerCase()),
  );
  return found(member, "No such member.");
}

/**
 * The control API's seat and member scenarios (a team's seats on a seat-based subscription, and the members
 * of a customer), run through the same service as the API, so they send Polar's webhooks.
 */
export const SEAT_RUNS = {
  assign_seat: (services: Services, body: TriggerBody): Reply => {
    const seat = services.seats.assign(
      subscriptionFor(services, body),
      {
        email: text(body.email),
        customer_id: text(body.customer_id),
        external_customer_id: text(body.external_customer_id),
        member_id: text(body.member_id),
      },
      null,
      body.immediate_claim === true || body.immediate_claim === "true",
    );
    return { status: 200, json: { ...services.seats.seat(seat), invitation_token: seat.invitation_token } };
  },
  claim_seat: (services: Services, body: TriggerBody): Reply => ({
    status: 200,
    json: services.seats.seat(services.seats.claim(String(body.invitation_token ?? ""))),
  }),
  revoke_seat: (services: Services, body: TriggerBody): Reply => {
    const seat = found(services.store.get("customer_seats", text(body.seat_id)), "No such seat.");
    services.seats.revoke(seat);
    return { status: 200, json: services.seats.seat(seat) };
  },
  add_member: (services: Services, body: TriggerBody): Reply => {
    const customer = found(services.store.get("customers", text(body.customer_id)), "No such customer.");
    if (typeof body.email !== "string") throw invalidField(["body", "email"], "An e-mail is required.", body.email);
    const member = services.members.create(customer, { email: body.email, name: text(body.name), external_id: text(body.external_id) });
    return { status: 200, json: services.out.member(member) };
  },
  update_member: (services: Services, body: TriggerBody): Reply => {
    const member = memberFor(services, body);
    services.members.update(member, { name: text(body.name) ?? member.name });
    return { status: 200, json: services.out.member(member) };
  },
  remove_member: (services: Services, body: TriggerBody): Reply => {
    const member = memberFor(services, body);
    services.seats.memberRemoved(member);
    services.members.remove(member);
    return { status: 200, json: services.out.member(member) };
  },
};
