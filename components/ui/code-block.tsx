import type { ReactNode } from "react";
import { cx } from "./cx";

/**
 * Preformatted text (JSON, a request's body) in a box that scrolls when it is too long or too wide. It takes the
 * keyboard focus (tabIndex 0, with the focus ring), so someone without a mouse can scroll it too.
 */
export function CodeBlock({ children, className, label }: { children: ReactNode; className?: string; label?: string }) {
  return (
    <pre
      // A scrollable region must take the focus to be scrolled by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={label}
      className={cx(
        "overflow-auto rounded-md bg-muted font-mono text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className ?? "p-3",
      )}
    >
      {children}
    </pre>
  );
}
