import type { Benefit$Outbound } from "@polar-sh/sdk/models/components/benefit.js";
import type { BenefitGrantWebhook$Outbound } from "@polar-sh/sdk/models/components/benefitgrantwebhook.js";
import type { Checkout$Outbound } from "@polar-sh/sdk/models/components/checkout.js";
import type { Customer$Outbound } from "@polar-sh/sdk/models/components/customer.js";
import type { CustomerState$Outbound } from "@polar-sh/sdk/models/components/customerstate.js";
import type { Order$Outbound } from "@polar-sh/sdk/models/components/order.js";
import type { Product$Outbound } from "@polar-sh/sdk/models/components/product.js";
import type { Refund$Outbound } from "@polar-sh/sdk/models/components/refund.js";
import type { Subscription$Outbound } from "@polar-sh/sdk/models/components/subscription.js";

/**
 * The `data` of each Polar event this app mirrors, as it arrives: JSON in snake_case, which the SDK types as
 * its models' `$Outbound` shapes (its camelCase models are what its own parser makes of them). The SDK has
 * no event type for discounts; their events carry a discount with its products, of which the mirror reads
 * only what every discount has, the shape orders and subscriptions embed.
 */
export type EventData = {
  "checkout.created": Checkout$Outbound;
  "checkout.updated": Checkout$Outbound;
  "checkout.expired": Checkout$Outbound;
  "customer.created": Customer$Outbound;
  "customer.updated": Customer$Outbound;
  "customer.deleted": Customer$Outbound;
  "customer.state_changed": CustomerState$Outbound;
  "order.created": Order$Outbound;
  "order.updated": Order$Outbound;
  "order.paid": Order$Outbound;
  "order.refunded": Order$Outbound;
  "subscription.created": Subscription$Outbound;
  "subscription.updated": Subscription$Outbound;
  "subscription.active": Subscription$Outbound;
  "subscription.canceled": Subscription$Outbound;
  "subscription.uncanceled": Subscription$Outbound;
  "subscription.revoked": Subscription$Outbound;
  "subscription.past_due": Subscription$Outbound;
  // Newer than SDK 0.47's event list, sent by Polar all the same: each carries the subscription.
  "subscription.cycled": Subscription$Outbound;
  "subscription.paused": Subscription$Outbound;
  "subscription.resumed": Subscription$Outbound;
  "product.created": Product$Outbound;
  "product.updated": Product$Outbound;
  "benefit.created": Benefit$Outbound;
  "benefit.updated": Benefit$Outbound;
  "benefit_grant.created": BenefitGrantWebhook$Outbound;
  "benefit_grant.updated": BenefitGrantWebhook$Outbound;
  "benefit_grant.cycled": BenefitGrantWebhook$Outbound;
  "benefit_grant.revoked": BenefitGrantWebhook$Outbound;
  "refund.created": Refund$Outbound;
  "refund.updated": Refund$Outbound;
  "discount.created": DiscountJson;
  "discount.updated": DiscountJson;
  "discount.deleted": DiscountJson;
};
export type MirroredType = keyof EventData;

type KeysOf<U> = U extends unknown ? keyof U : never;
type ValueOf<U, K extends PropertyKey> = U extends unknown ? (K extends keyof U ? U[K] : never) : never;
/**
 * Polar's variants of one object (a fixed or a custom price, each benefit type) read as one shape: what every
 * variant has stays required, what only some have is optional.
 */
export type AnyOf<U> = Pick<U, keyof U> & { [K in KeysOf<U>]?: ValueOf<U, K> };

export type CheckoutJson = Checkout$Outbound;
export type SubscriptionJson = Subscription$Outbound;
export type SubscriptionMeterJson = SubscriptionJson["meters"][number];
export type MeterJson = SubscriptionMeterJson["meter"];
export type OrderJson = Order$Outbound;
export type OrderItemJson = OrderJson["items"][number];
export type GrantJson = AnyOf<BenefitGrantWebhook$Outbound>;
export type RefundJson = Refund$Outbound;
export type DiscountJson = AnyOf<NonNullable<Order$Outbound["discount"]>>;
export type CustomerStateJson = AnyOf<CustomerState$Outbound>;
/** A customer as events carry it: on its own, inside a subscription, an order or a grant, or as a state's. */
export type CustomerJson = AnyOf<
  | Customer$Outbound
  | SubscriptionJson["customer"]
  | OrderJson["customer"]
  | Omit<CustomerStateJson, "active_subscriptions" | "granted_benefits" | "active_meters">
>;
/** A product in full (product events, subscriptions) or in brief (orders: no prices or benefits). */
export type ProductJson = AnyOf<Product$Outbound | NonNullable<OrderJson["product"]>>;
export type PriceJson = AnyOf<Product$Outbound["prices"][number]>;
export type BenefitJson = AnyOf<Benefit$Outbound>;
