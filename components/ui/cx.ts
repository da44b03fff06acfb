/**
 * Joins class names without merging them. Client components use it (tailwind-merge would add 9 KB of gzip to
 * every page that ships them, against the first-load budgets): there `className` adds classes, and to change
 * what a variant sets, use the variant props, an `aria-*`/`data-*` variant, or Tailwind's important suffix
 * (`h-10!`). Server components, which ship no JavaScript, may use cn() to let a caller's class win.
 */
export { clsx as cx } from "clsx";
