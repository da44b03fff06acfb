"use client";
/**
 * Mounts the <Toaster/> after hydration from its own chunk, so sonner is not part of any page's first load.
 * React's own lazy() rather than next/dynamic: this sits in the root layout, and next/dynamic's loader would add
 * about 1.5 KB of gzip to every page's first load.
 * Usage (root layout only): `<LazyToaster theme={theme} />`.
 */
import { lazy, Suspense, useSyncExternalStore } from "react";
import type { Theme } from "./theme";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

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
