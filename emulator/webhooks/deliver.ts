import type { WebhookEvent } from "../state";
import { Store } from "../store";
import { signatureHeaders } from "./sign";

/** Polar's delivery rules: 10 s timeout, redirects and non-2xx fail, up to 10 attempts with backoff. */
export const DELIVERY_TIMEOUT_MS = 10_000;
export const MAX_ATTEMPTS = 10;

/**
 * Sends webhook events to their endpoints. Each endpoint has one queue, so first attempts leave in the order
 * the events happened; a failed event is retried with exponential backoff (the base is configurable so tests
 * need not wait minutes) and keeps its webhook-id on every retry and on manual redelivery.
 */
export class Deliverer {
  private queues = new Map<string, WebhookEvent[]>();
  private running = new Set<string>();
  private timers = new Set<NodeJS.Timeout>();
  private idle: (() => void)[] = [];
  private stopped = false;

  constructor(
    private readonly store: Store,
    private readonly retryBaseMs: number,
  ) {}

  /** Records an event for every enabled endpoint subscribed to its type, and queues it. */
  emit(type: string, data: unknown) {
    const timestamp = this.store.iso();
    const payload = JSON.stringify({ type, timestamp, data });
    for (const endpoint of this.store.state.webhook_endpoints) {
      if (!endpoint.enabled || !endpoint.events.includes(type)) continue;
      this.enqueue(
        this.store.add("webhook_events", {
          id: Store.id(),
          created_at: timestamp,
          modified_at: null,
          type,
          payload,
          endpoint_id: endpoint.id,
          succeeded: null,
          last_http_code: null,
          attempts: 0,
        }),
      );
    }
  }

  enqueue(event: WebhookEvent) {
    const queue = this.queues.get(event.endpoint_id) ?? [];
    queue.push(event);
    this.queues.set(event.endpoint_id, queue);
    void this.drain(event.endpoint_id);
  }

  /** Sends whatever events never reached a final state before a restart. */
  resumePending() {
    for (const event of this.store.state.webhook_events) if (event.succeeded === null) this.enqueue(event);
  }

  private async drain(endpointId: string) {
    if (this.running.has(endpointId)) return;
    this.running.add(endpointId);
    const queue = this.queues.get(endpointId)!;
    while (queue.length && !this.stopped) {
      const event = queue.shift()!;
      const ok = await this.attempt(event);
      if (!ok && event.attempts < MAX_ATTEMPTS && !this.stopped) {
        const timer = setTimeout(
          () => {
            this.timers.delete(timer);
            this.enqueue(event);
          },
          this.retryBaseMs * 2 ** (event.attempts - 1),
        );
        this.timers.add(timer);
      }
    }
    this.running.delete(endpointId);
    this.settle();
  }

  private async attempt(event: WebhookEvent): Promise<boolean> {
    const endpoint = this.store.get("webhook_endpoints", event.endpoint_id);
    if (!endpoint) return true; // deleted since: nothing to send to
    event.attempts += 1;
    let httpCode: number | null = null;
    let response: string | null = null;
    try {
      // Signed with the wall clock, never the emulator's advanced one: receivers check the timestamp
      // against their own clock, and a moved business time must not make every delivery "too new".
      const headers = signatureHeaders(endpoint.secret, event.id, Math.floor(Date.now() / 1000), event.payload);
      const res = await fetch(endpoint.url, {
        method: "POST",
        headers,
        body: event.payload,
        redirect: "manual",
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      httpCode = res.status;
      response = (await res.text()).slice(0, 2048);
    } catch (error) {
      response = error instanceof Error ? error.message : String(error);
    }
    const succeeded = httpCode !== null && httpCode >= 200 && httpCode < 300;
    const at = this.store.iso();
    this.store.add("webhook_deliveries", {
      id: Store.id(),
      created_at: at,
      modified_at: null,
      webhook_event_id: event.id,
      endpoint_id: endpoint.id,
      succeeded,
      http_code: httpCode,
      response,
    });
    event.succeeded = succeeded ? true : event.attempts >= MAX_ATTEMPTS ? false : null;
    event.last_http_code = httpCode;
    event.modified_at = at;
    this.store.save();
    return succeeded;
  }

  private settle() {
    if (this.running.size === 0 && [...this.queues.values()].every((q) => q.length === 0)) {
      for (const resolve of this.idle.splice(0)) resolve();
    }
  }

  /** Resolves when nothing is being sent right now (retries may still be scheduled). */
  whenIdle(): Promise<void> {
    if (this.running.size === 0 && [...this.queues.values()].every((q) => q.length === 0)) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  stop() {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
