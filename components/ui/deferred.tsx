"use client";
/**
 * A menu (or a dialog: ./lazy-dialog.tsx) whose code loads on first intent. The header's menus (Radix
 * dropdowns, the combobox, the sheet) are most of the header's JavaScript, and most visits never open them: the
 * page ships only a plain trigger that looks the same, and the menu's module is fetched when the pointer comes
 * near, the trigger gets focus, or it is pressed. Once loaded, the real menu replaces the trigger in place, open
 * if it was pressed, focused if the trigger was.
 */
import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from "react";

export type DeferredProps = { initiallyOpen: boolean; focusTrigger: boolean };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loaded = new Map<unknown, ComponentType<any>>();
/** Loads under way, by loader (the loaders are module constants, one per menu or dialog). */
const loading = new Map<unknown, Promise<unknown>>();

/** Starts `load` once for all its callers; a failed load (offline for a moment) is tried again on the next intent. */
export function startLoad<P>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  let pending = loading.get(load) as Promise<ComponentType<P>> | undefined;
  if (!pending) {
    pending = load().then((component) => {
      loaded.set(load, component);
      return component;
    });
    pending.catch(() => loading.delete(load));
    loading.set(load, pending);
  }
  return pending;
}

/** The component `load` has given, if it has. */
export function loadedBy<P>(load: () => Promise<ComponentType<P>>): ComponentType<P> | undefined {
  return loaded.get(load) as ComponentType<P> | undefined;
}

/** Whether `load` has given its component; loading starts when `when` turns true. */
export function useLoadedWhen<P>(load: () => Promise<ComponentType<P>>, when: boolean): boolean {
  const [ready, setReady] = useState(() => loaded.has(load));
  useEffect(() => {
    if (!when || ready) return;
    startLoad(load).then(
      () => setReady(true),
      () => undefined,
    );
  }, [when, ready, load]);
  return ready || loaded.has(load);
}

export function Deferred<P extends object>({
  load,
  props,
  trigger,
  startWith,
}: {
  load: () => Promise<ComponentType<P & DeferredProps>>;
  props: P;
  /** The plain trigger: the same element the loaded menu renders as its trigger (none: nothing until loaded). */
  trigger?: ReactNode;
  /** What happened to a placeholder drawn before this one (swap-in.tsx): pressed opens the menu, focused moves focus here. */
  startWith?: { pressed: boolean; focused: boolean };
}) {
  const [Menu, setMenu] = useState<ComponentType<P & DeferredProps> | undefined>(
    () => loaded.get(load) as ComponentType<P & DeferredProps> | undefined,
  );
  // A press on an earlier placeholder (swap-in.tsx) opens the menu as soon as it has loaded, as a press here would.
  const [initiallyOpen, setInitiallyOpen] = useState(() => Boolean(startWith?.pressed));
  const fetchMenu = () =>
    startLoad(load).then(
      (component) => setMenu(() => component),
      () => undefined,
    );
  function start(open: boolean) {
    if (open) setInitiallyOpen(true);
    void fetchMenu();
  }

  // A menu loaded by another instance of this trigger (the page re-rendered) is used at once.
  const Shown = Menu ?? (loaded.get(load) as ComponentType<P & DeferredProps> | undefined);
  const [focusTrigger, setFocusTrigger] = useState(false);
  // Not swapped while the plain trigger is pressed: a button replaced between pointerdown and click gets no
  // click, and the press that was meant to open the menu would be lost.
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (startWith?.pressed) void fetchMenu();
    // Only on mount: it carries on what happened before this component existed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  // A menu button says it is closed, as the loaded menu's trigger will.
  useEffect(() => wrapperRef.current?.firstElementChild?.setAttribute("aria-expanded", "false"));
  // Focus that was on the earlier placeholder comes to this one (and its onFocus below starts the load).
  useEffect(() => {
    const button = wrapperRef.current?.firstElementChild;
    if (startWith?.focused && !startWith.pressed && button instanceof HTMLElement) button.focus();
    // Only on mount: it carries on what happened before this component existed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (Shown && !(pressed && trigger)) return <Shown {...props} initiallyOpen={initiallyOpen} focusTrigger={focusTrigger} />;
  if (!trigger) return null;
  // The trigger is drawn as it came, inside a box-less wrapper that hears its events, never cloned: a trigger
  // drawn by a server component may reach this client component as a lazy reference rather than an element
  // (React's development build streams server output that way), and cloning that would draw nothing.
  return (
    <span
      ref={wrapperRef}
      className="contents"
      onPointerEnter={() => start(false)}
      onPointerDownCapture={() => setPressed(true)}
      onPointerLeave={() => setPressed(false)}
      onPointerCancelCapture={() => setPressed(false)}
      onFocusCapture={() => {
        setFocusTrigger(true);
        start(false);
      }}
      onBlurCapture={() => setFocusTrigger(false)}
      onClickCapture={() => {
        setPressed(false);
        start(true);
      }}
      onKeyDownCapture={(event: KeyboardEvent) => {
        if (["Enter", " ", "ArrowDown", "ArrowUp"].includes(event.key)) {
          event.preventDefault();
          start(true);
        }
      }}
    >
      {trigger}
    </span>
  );
}

/** For the loaded menu: focuses its trigger on mount when the plain trigger had focus. */
export function useFocusOnMount<T extends HTMLElement>(focus: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
    // Only on mount: the swap is the moment focus would be lost.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
