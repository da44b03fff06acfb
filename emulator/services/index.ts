import type { Serializer } from "../serialize";
import type { Store } from "../store";
import type { Deliverer } from "../webhooks/deliver";
import { Catalogue } from "./catalogue";
import { Checkouts } from "./checkouts";
import { Customers } from "./customers";
import { Discounts } from "./discounts";
import { Grants } from "./grants";
import { Lifecycle } from "./lifecycle";
import { Members } from "./members";
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
  members: Members;
  seats: Seats;
  checkouts: Checkouts;
};

export function createServices(store: Store, hooks: Deliverer, out: Serializer): Services {
  const core = { store, hooks, out };
  const catalogue = new Catalogue(core);
  const customers = new Customers(core);
  const usage = new Usage(core);
  const grants = new Grants(core, usage);
  const members = new Members(core);
  const seats = new Seats(core, members);
  const lifecycle = new Lifecycle(core, catalogue, customers, grants, usage, seats);
  const checkouts = new Checkouts(core, catalogue, customers, lifecycle);
  return { ...core, catalogue, customers, discounts: new Discounts(core), usage, grants, lifecycle, members, seats, checkouts };
}
