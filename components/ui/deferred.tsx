"use client";
/**
 * A menu (or a dialog: ./lazy-dialog.tsx) whose code loads on first intent. The header's menus (Radix
 * dropdowns, the combobox, the sheet) are most of the header's JavaScript, and most visits never open them: the
 * page ships only a plain trigger that looks the same, and the menu's module is fetched when the pointer comes
 * near, the trigger gets focus, or it is pressed. Once loaded, the real menu replaces the trigger in place, open
 * if it was pressed, focused if the trigger was.
 */
import { cloneElement, useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type ReactElement } from "react";

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
  trigger?: ReactElement<Record<string, unknown>>;
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
  // Focus that was on the earlier placeholder comes to this one (and its onFocus below starts the load).
  const triggerRef = useFocusOnMount<HTMLElement>(Boolean(startWith?.focused && !startWith.pressed));

  if (Shown && !(pressed && trigger)) return <Shown {...props} initiallyOpen={initiallyOpen} focusTrigger={focusTrigger} />;
  if (!trigger) return null;
  return cloneElement(trigger, {
    "aria-expanded": false,
    // Only then: a trigger may come with a ref of its own.
    ...(startWith?.focused ? { ref: triggerRef } : {}),
    onPointerEnter: () => start(false),
    onPointerDown: () => setPressed(true),
    onPointerLeave: () => setPressed(false),
    onPointerCancel: () => setPressed(false),
    onFocus: () => {
      setFocusTrigger(true);
      start(false);
    },
    onBlur: () => setFocusTrigger(false),
    onClick: () => {
      setPressed(false);
      start(true);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (["Enter", " ", "ArrowDown", "ArrowUp"].includes(event.key)) {
        event.preventDefault();
        start(true);
      }
    },
  });
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
