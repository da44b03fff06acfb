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

/**
 * The navigation around those links: edge to edge on a phone, scrolling sideways under a border, and a plain
 * column from 768 px on. A tab scrolled into view stops at the row's padding (scroll-padding), not at the
 * screen's edge; the row (`sideNavRowClass`) is as wide as its tabs (max-content), so that end padding is there
 * to scroll to.
 */
export const sideNavClass =
  "-mx-4 scroll-px-4 overflow-x-auto border-b px-4 md:mx-0 md:scroll-px-0 md:overflow-visible md:border-b-0 md:px-0";
export const sideNavRowClass = "flex w-max gap-1 md:w-auto md:flex-col";
