/**
 * The button's classes by variant and size, apart from the component so that client code that only needs the
 * look (menu triggers, links styled as buttons) does not bring the spinner icon or class merging along.
 * Usage: `<Link className={buttonVariants({ variant: "outline", size: "sm" })}>`.
 */
import { cva } from "class-variance-authority";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-[color,background-color,border-color,box-shadow] motion-reduce:transition-none select-none outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
        secondary: "bg-secondary text-secondary-foreground hover:bg-accent",
        outline: "border border-input bg-card text-foreground shadow-xs hover:bg-accent hover:text-accent-foreground",
        ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
        link: "h-auto px-0 text-link underline-offset-4 hover:underline",
        danger: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover",
      },
      size: {
        sm: "h-8 px-3 text-[0.8125rem]",
        md: "h-9 px-4",
        lg: "h-11 px-6 text-base",
        icon: "size-9",
        "icon-sm": "size-8",
      },
    },
    // Classes are joined, not merged: a size's h-8/px-3 would win over the link's own by stylesheet order, so
    // a link keeps its text's height and no padding at any size by importance.
    compoundVariants: [{ variant: "link", className: "h-auto! px-0!" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);
