"use client";
/**
 * Mounts the <Toaster/> after hydration from its own chunk, so sonner is not part of any page's first load.
 * React's own lazy() rather than next/dynamic: this sits in the root layout, and next/dynamic's loader would add
 * about 1.5 KB of gzip to every page's first load.
 * Usage (root layout only): `<LazyToaster theme={theme} />`.
 */
import { lazy, Suspense, useSyncExternalStore } from "react";
import type { Theme } from "./theme";

// Fetched as soon as this module runs in the browser (while the page loads, as a preload would), not first when
// the toaster mounts after hydration: a page left at once would otherwise cut the fetch short. A failed early
// fetch (offline for a moment) is tried again when the toaster mounts.
const early = typeof window === "undefined" ? undefined : import("./toaster").catch(() => undefined);
const Toaster = lazy(async () => ({ default: ((await early) ?? (await import("./toaster"))).Toaster }));

const noSubscription = () => () => {};

export function LazyToaster({ theme }: { theme: Theme }) {
  // False on the server and while hydrating, true after: the toaster is never rendered on the server.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}
