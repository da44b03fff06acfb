import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { cx as cn } from "./cx";

/**
 * Passes props to the single child element, joining class names: the `asChild` pattern without hooks, so
 * server components can use it too (Radix's Slot is client-only). The child's own props win, except
 * className, which is merged.
 */
export function withProps(children: ReactNode, props: Record<string, unknown> & { className?: string }): ReactElement {
  const child = Children.only(children);
  if (!isValidElement<Record<string, unknown>>(child)) throw new Error("asChild needs one element child");
  const own = child.props;
  const merged: Record<string, unknown> = { ...props };
  for (const [key, value] of Object.entries(own)) if (value !== undefined) merged[key] = value;
  merged.className = cn(props.className, own.className as string | undefined);
  return cloneElement(child, merged);
}
