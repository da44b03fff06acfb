import { found } from "./http/errors";
import type { Services } from "./services";

/** What the control API's scenarios read from a request body and answer. */
export type TriggerBody = Record<string, string | number | boolean | undefined>;
export type Reply = { status: number; json: unknown };

export const ok: Reply = { status: 200, json: { ok: true } };
export const text = (value: TriggerBody[string]) => (value === undefined ? null : String(value));

/** The subscription named, else the newest one still running. */
export function subscriptionFor({ store }: Services, body: TriggerBody) {
  const id = body.subscription_id as string | undefined;
  const subscription = id
    ? store.get("subscriptions", id)
    : store.state.subscriptions.findLast((s) => s.status !== "canceled" && s.status !== "unpaid");
  return found(subscription, "No such subscription.");
}
