/**
 * Joins class names without merging them: the form primitives (button, input, label, form field, alert,
 * card, badge) use it because they ship in the JavaScript of public pages, where tailwind-merge's 9 KB of
 * gzip would break the 150 KB first-load budget. With these, `className` adds classes; to change what a
 * variant sets, use the variant props or Tailwind's important suffix (`h-10!`). Everything else uses cn().
 */
export { clsx as cx } from "clsx";
