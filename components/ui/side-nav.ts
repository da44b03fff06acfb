import { cx } from "./cx";

/**
 * A section link of a side navigation (settings, an organization, the console): a tab in a row that scrolls
 * sideways on a phone, a row of a column from 768 px on. The current section is the link with
 * `aria-current="page"`: its look hangs on that attribute (a variant), so no class has to override another and
 * the navigations need no class merging (tailwind-merge stays out of their pages' JavaScript).
 */
export function sideNavLinkClass(tone: "default" | "danger" = "default") {
  return cx(
    "flex items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
    "md:rounded-md md:border-b-0 md:py-2 md:hover:bg-accent",
    "aria-[current=page]:text-foreground md:aria-[current=page]:bg-accent",
    tone === "danger" ? "aria-[current=page]:border-danger" : "aria-[current=page]:border-primary",
  );
}
