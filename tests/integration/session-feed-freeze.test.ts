import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionFeed } from "@/lib/auth/session-feed/feed";
import type { FeedSink, Transport } from "@/lib/auth/session-feed/transport";

/** A transport the test drives by hand: it hands over the feed's sink and says how long it may stay silent. */
function handTransport(silentForMs: number | null) {
  let sink: FeedSink | undefined;
  const transport: Transport = {
    silentForMs,
    start: (given) => void (sink = given),
    stop: async () => undefined,
  };
  return { transport, sink: () => sink! };
}

const trusted = (version: string) => !version.startsWith("untrusted:");

afterEach(() => vi.restoreAllMocks());

describe("the session feed after a freeze (a serverless host suspends the process between requests)", () => {
  it("trusts no cache once it has not heard from its transport within the bound, until it hears again", async () => {
    const { transport, sink } = handTransport(5_000);
    const feed = new SessionFeed(transport);
    await sink().connected();
    sink().alive();
    expect(trusted(feed.version("a-token", "a-user", feed.position()))).toBe(true);

    // Frozen for a minute: performance.now() runs on meanwhile, and the first request after the thaw comes
    // before any probe or buffered announcement is read.
    const thawedAt = performance.now() + 60_000;
    vi.spyOn(performance, "now").mockReturnValue(thawedAt);
    expect(feed.trusting()).toBe(false);
    expect(trusted(feed.version("a-token", "a-user", feed.position()))).toBe(false);

    // The probe answers (after whatever was announced before it): caches are trusted again.
    sink().alive();
    expect(trusted(feed.version("a-token", "a-user", feed.position()))).toBe(true);
    await feed.stop();
  });

  it("a transport that cannot miss anything (the embedded database) is never stale", async () => {
    const { transport, sink } = handTransport(null);
    const feed = new SessionFeed(transport);
    await sink().connected();
    vi.spyOn(performance, "now").mockReturnValue(performance.now() + 3_600_000);
    expect(feed.trusting()).toBe(true);
    await feed.stop();
  });

  it("trusts nothing before the first sign of life, even when connected", async () => {
    const { transport, sink } = handTransport(5_000);
    const feed = new SessionFeed(transport);
    await sink().connected();
    expect(feed.trusting()).toBe(false);
    sink().alive();
    expect(feed.trusting()).toBe(true);
    await feed.stop();
  });
});
