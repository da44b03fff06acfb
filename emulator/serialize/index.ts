import type { Store } from "../store";
import type {
  Benefit,
  BenefitGrant,
  Checkout,
  CheckoutLink,
  Customer,
  Discount,
  IngestedEvent,
  LicenseKey,
  LicenseKeyActivation,
  Member,
  Meter,
  Order,
  PaymentMethod,
  Price,
  Product,
  Refund,
  StoredFile,
  Subscription,
  WebhookEndpoint,
} from "../state";
import * as catalogue from "./catalogue";
import * as checkouts from "./checkouts";
import * as customerState from "./customer-state";
import * as customers from "./customers";
import * as discounts from "./discounts";
import * as events from "./events";
import * as files from "./files";
import * as grants from "./grants";
import * as licenseKeys from "./license-keys";
import * as members from "./members";
import * as orders from "./orders";
import * as organization from "./organization";
import * as payments from "./payments";
import * as subscriptions from "./subscriptions";
import * as webhooks from "./webhooks";
import type { Json, Source } from "./json";

export { listPage, type Json } from "./json";

/**
 * Records → Polar's JSON, shape for shape with the 2026-04 OpenAPI document (the contract tests check each).
 * A "free" price is Polar 2026-04's fixed price of 0; the emulator still accepts amount_type "free" on
 * input, as SDK 0.47 sends it. One serializer per emulator: it reads that emulator's store and builds its
 * links on the address that emulator listens on. Each area's shapes live in a file of their own beside this one,
 * named as the service that sends them; this class only hands them this emulator's records.
 */
export class Serializer {
  private readonly src: Source;

  constructor(
    store: Store,
    /** Where this emulator answers, without a trailing slash. */
    readonly publicUrl: string,
  ) {
    this.src = { store, publicUrl };
  }

  organization(): Json {
    return organization.organization(this.src);
  }

  sellerSummary(): Json {
    return organization.sellerSummary(this.src);
  }

  price(p: Price): Json {
    return catalogue.price(this.src, p);
  }

  benefit(b: Benefit): Json {
    return catalogue.benefit(this.src, b);
  }

  benefitPublic(b: Benefit): Json {
    return catalogue.benefitPublic(this.src, b);
  }

  productBase(p: Product): Json {
    return catalogue.productBase(this.src, p);
  }

  product(p: Product): Json {
    return catalogue.product(this.src, p);
  }

  productPublic(p: Product): Json {
    return catalogue.productPublic(this.src, p);
  }

  meter(m: Meter): Json {
    return catalogue.meter(this.src, m);
  }

  customer(c: Customer): Json {
    return customers.customer(this.src, c);
  }

  checkoutUrl(c: Checkout): string {
    return checkouts.checkoutUrl(this.src, c);
  }

  checkout(c: Checkout): Json {
    return checkouts.checkout(this.src, c);
  }

  checkoutPublic(c: Checkout, customerSessionToken?: string | null): Json {
    return checkouts.checkoutPublic(this.src, c, customerSessionToken);
  }

  subscriptionCore(s: Subscription): Json {
    return subscriptions.subscriptionCore(this.src, s);
  }

  subscriptionMeters(s: Subscription, withMeter: boolean): Json[] {
    return subscriptions.subscriptionMeters(this.src, s, withMeter);
  }

  subscription(s: Subscription): Json {
    return subscriptions.subscription(this.src, s);
  }

  order(o: Order): Json {
    return orders.order(this.src, o);
  }

  benefitGrant(g: BenefitGrant): Json {
    return grants.benefitGrant(this.src, g);
  }

  customerState(c: Customer): Json {
    return customerState.customerState(this.src, c);
  }

  customerMeter(c: Customer, m: Meter): Json {
    return customerState.customerMeter(this.src, c, m);
  }

  webhookEndpoint(w: WebhookEndpoint): Json {
    return webhooks.webhookEndpoint(this.src, w);
  }

  refund(r: Refund): Json {
    return orders.refund(this.src, r);
  }

  discount(d: Discount): Json {
    return discounts.discount(this.src, d);
  }

  checkoutLink(l: CheckoutLink): Json {
    return checkouts.checkoutLink(this.src, l);
  }

  licenseKey(k: LicenseKey): Json {
    return licenseKeys.licenseKey(this.src, k);
  }

  licenseKeyActivation(a: LicenseKeyActivation): Json {
    return licenseKeys.licenseKeyActivation(this.src, a);
  }

  licenseKeyWithActivations(k: LicenseKey, activations: LicenseKeyActivation[]): Json {
    return licenseKeys.licenseKeyWithActivations(this.src, k, activations);
  }

  paymentMethod(m: PaymentMethod, withDefault: boolean): Json {
    return payments.paymentMethod(this.src, m, withDefault);
  }

  payment(p: { id: string; order: Order; status: string; amount: number; trigger: string }): Json {
    return payments.payment(this.src, p);
  }

  event(e: IngestedEvent): Json {
    return events.event(this.src, e);
  }

  file(f: StoredFile, withUpload = false): Json {
    return files.file(this.src, f, withUpload);
  }

  member(m: Member): Json {
    return members.member(this.src, m);
  }
}
