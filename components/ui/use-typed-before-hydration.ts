"use client";
import { useImperativeHandle, useLayoutEffect, useRef, type ChangeEvent, type ChangeEventHandler, type Ref } from "react";

/**
 * A server-drawn field can be typed into before the page's script has run. React keeps that text when it
 * hydrates, but a controlled field's onChange never heard of it: the screen shows what was typed while the
 * form's state is still empty (a slug that does not follow the name, a submit that says the field is empty).
 * Right after hydration this hands such text to onChange once, as if it had just been typed.
 * Returns the ref to put on the input; the caller's own `ref` still reaches the input.
 */
export function useTypedBeforeHydration(
  value: unknown,
  onChange: ChangeEventHandler<HTMLInputElement> | undefined,
  ref: Ref<HTMLInputElement> | undefined,
) {
  const element = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => element.current as HTMLInputElement, []);
  const first = useRef({ value, onChange });
  useLayoutEffect(() => {
    const { value: rendered, onChange: handler } = first.current;
    const input = element.current;
    if (!input || rendered === undefined || !handler || input.value === String(rendered)) return;
    handler({ target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>);
  }, []);
  return element;
}
