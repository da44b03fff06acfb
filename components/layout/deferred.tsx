"use client";
/**
 * A menu whose code loads on first intent. The header's menus (Radix dropdowns, the combobox, the sheet) are
 * most of the header's JavaScript, and most visits never open them: the page ships only a plain trigger that
 * looks the same, and the menu's module is fetched when the pointer comes near, the trigger gets focus, or it
 * is pressed. Once loaded, the real menu replaces the trigger in place, open if it was pressed, focused if the
 * trigger was.
 */
import { cloneElement, useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type ReactElement } from "react";

export type DeferredProps = { initiallyOpen: boolean; focusTrigger: boolean };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loaded = new Map<unknown, ComponentType<any>>();
/** Loads under way, by loader (the loaders are module constants, one per menu). */
const loading = new Set<unknown>();

export function Deferred<P extends object>({
  load,
  props,
  trigger,
}: {
  load: () => Promise<ComponentType<P & DeferredProps>>;
  props: P;
  /** The plain trigger: the same element the loaded menu renders as its trigger. */
  trigger: ReactElement<Record<string, unknown>>;
}) {
  const [Menu, setMenu] = useState<ComponentType<P & DeferredProps> | undefined>(
    () => loaded.get(load) as ComponentType<P & DeferredProps> | undefined,
  );
  const [initiallyOpen, setInitiallyOpen] = useState(false);
  function start(open: boolean) {
    if (open) setInitiallyOpen(true);
    if (loading.has(load)) return;
    loading.add(load);
    load().then(
      (component) => {
        loaded.set(load, component);
        setMenu(() => component);
      },
      () => loading.delete(load), // offline for a moment: the next intent tries again
    );
  }

  // A menu loaded by another instance of this trigger (the page re-rendered) is used at once.
  const Shown = Menu ?? (loaded.get(load) as ComponentType<P & DeferredProps> | undefined);
  const [focusTrigger, setFocusTrigger] = useState(false);

  if (Shown) return <Shown {...props} initiallyOpen={initiallyOpen} focusTrigger={focusTrigger} />;
  return cloneElement(trigger, {
    "aria-expanded": false,
    onPointerEnter: () => start(false),
    onFocus: () => {
      setFocusTrigger(true);
      start(false);
    },
    onBlur: () => setFocusTrigger(false),
    onClick: () => start(true),
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
