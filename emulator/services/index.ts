import type { Serializer } from "../serialize";
import type { Store } from "../store";
import type { Deliverer } from "../webhooks/deliver";
import { Catalogue } from "./catalogue";
import { Checkouts } from "./checkouts";
import { Customers } from "./customers";
import { Discounts } from "./discounts";
import { Events } from "./events";
import { CustomFields } from "./custom-fields";
import { Files } from "./files";
import { FreeSubscriptions } from "./free-subscriptions";
import { Grants } from "./grants";
import { LicenseKeys } from "./license-keys";
import { Lifecycle } from "./lifecycle";
import { Members } from "./members";
import { Metrics } from "./metrics";
import { Orders } from "./orders";
import { Payments } from "./payments";
import { PortalAccount } from "./portal-account";
import { Seats } from "./seats";
import { Usage } from "./usage";

/** Everything the routes call: the store, the serializer, webhook delivery and the services over them. */
export type Services = {
  store: Store;
  out: Serializer;
  hooks: Deliverer;
  catalogue: Catalogue;
  customers: Customers;
  discounts: Discounts;
  usage: Usage;
  grants: Grants;
  lifecycle: Lifecycle;
  seats: Seats;
  licenseKeys: LicenseKeys;
  payments: Payments;
  orders: Orders;
  events: Events;
  customFields: CustomFields;
  files: Files;
  portalAccount: PortalAccount;
  members: Members;
  metrics: Metrics;
  freeSubscriptions: FreeSubscriptions;
  checkouts: Checkouts;
};

export function createServices(store: Store, hooks: Deliverer, out: Serializer): Services {
  const core = { store, hooks, out };
  const catalogue = new Catalogue(core);
  const customers = new Customers(core);
  const usage = new Usage(core);
  const licenseKeys = new LicenseKeys(core);
  const grants = new Grants(core, usage, licenseKeys);
  const seats = new Seats(core);
  const lifecycle = new Lifecycle(core, catalogue, customers, grants, usage, seats);
  const payments = new Payments(core);
  const orders = new Orders(core, catalogue, customers, grants, payments);
  const checkouts = new Checkouts(core, catalogue, customers, lifecycle);
  return {
    ...core,
    catalogue,
    customers,
    discounts: new Discounts(core),
    usage,
    grants,
    lifecycle,
    seats,
    checkouts,
    licenseKeys,
    payments,
    orders,
    events: new Events(core),
    customFields: new CustomFields(core),
    files: new Files(core),
    portalAccount: new PortalAccount(core, customers, payments),
    members: new Members(core, seats),
    metrics: new Metrics(core),
    freeSubscriptions: new FreeSubscriptions(core, customers, grants),
  };
}
