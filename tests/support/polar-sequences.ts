/**
 * The webhooks Polar sends, in order, when a new customer buys a subscription with two benefits on a hosted
 * checkout that the seller created for them, as Polar delivers them: the checkout's own creation,
 * the new customer, then the subscription sequence. The payment goes through before the order exists, so
 * order.created already carries status "paid"; order.updated (as if from pending) and order.paid follow.
 */
export const NEW_CUSTOMER_SUBSCRIPTION_SEQUENCE = [
  "checkout.created",
  "customer.created",
  "checkout.updated",
  "subscription.created",
  "subscription.active",
  "subscription.updated",
  "order.created",
  "order.updated",
  "order.paid",
  "checkout.updated",
  "customer.state_changed",
  "benefit_grant.created",
  "benefit_grant.created",
  "customer.state_changed",
];
