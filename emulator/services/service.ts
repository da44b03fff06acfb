import type { Serializer } from "../serialize";
import type { Store } from "../store";
import type { Deliverer } from "../webhooks/deliver";

/** What every service works with: the records, the webhooks it sends, and the JSON those webhooks carry. */
export type Core = { store: Store; hooks: Deliverer; out: Serializer };

export abstract class Service {
  protected readonly store: Store;
  protected readonly hooks: Deliverer;
  protected readonly out: Serializer;

  constructor(core: Core) {
    this.store = core.store;
    this.hooks = core.hooks;
    this.out = core.out;
  }
}
