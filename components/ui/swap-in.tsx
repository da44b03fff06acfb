"use client";
/**
 * A placeholder drawn by the server, swapped for the client component it stands for as soon as that component's
 * chunk has loaded (fetched right after hydration, not on intent). For the header's signed-in controls and the
 * impersonation banner's button, which are in the root layout: their code stays out of every page's first load,
 * and the page still shows them at once. next/dynamic does the same for a component rendered on the server, but
 * its runtime alone would be 1.7 KB of every public page's first load.
 *
 * The placeholder is hydrated with the page, so nothing done to it before the swap is lost: a press or the focus
 * is passed on to the loaded component (`pressed`, `focused`), which acts on it. A failed load (offline for a
 * moment) is tried again on the next intent.
 * Usage, in a client module (the loader must be client code):
 *   const load = () => import("./account-menu").then((m) => m.AccountMenu);
 *   export const AccountMenuSlot = (p) => <SwapIn load={load} props={p.props}>{p.children}</SwapIn>;
 */
import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { loadedBy, startLoad } from "./deferred";

export type SwappedProps = { pressed: boolean; focused: boolean };

export function SwapIn<P extends object>({
  load,
  props,
  children,
}: {
  load: () => Promise<ComponentType<P & SwappedProps>>;
  props: P;
  /** The server-drawn placeholder: what the loaded component draws before anyone touches it. */
  children: ReactNode;
}) {
  const [Loaded, setLoaded] = useState(() => loadedBy(load));
  const [attempt, setAttempt] = useState(0);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (Loaded) return;
    let live = true;
    startLoad(load).then(
      (component) => live && setLoaded(() => component),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Loaded, load, attempt]);

  if (Loaded) return <Loaded {...props} pressed={pressed} focused={focused} />;
  const retry = () => setAttempt((n) => n + 1);
  return (
    <span
      className="contents"
      onPointerEnter={retry}
      onClickCapture={() => {
        setPressed(true);
        retry();
      }}
      onFocusCapture={() => {
        setFocused(true);
        retry();
      }}
      onBlurCapture={() => setFocused(false)}
    >
      {children}
    </span>
  );
}
