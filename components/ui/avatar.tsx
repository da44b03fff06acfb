"use client";
/**
 * Avatar: a picture, or until it loads (or when it fails or is missing) initials on a stable colour.
 * `name` and `email` give the initials and the colour; `alt` text is the name. Sizes: xs 20, sm 24, md 32
 * (default), lg 40, xl 64 px; `shape="square"` for organizations.
 * Usage: `<Avatar src={user.image} name={user.name} email={user.email} size="sm" />`.
 */
import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { cn } from "./cn";
import { colorOf, initialsOf } from "./initials";

const sizes = {
  xs: "size-5 text-[0.5625rem]",
  sm: "size-6 text-[0.625rem]",
  md: "size-8 text-xs",
  lg: "size-10 text-sm",
  xl: "size-16 text-xl",
} as const;

export type AvatarProps = {
  src?: string | null;
  name?: string | null;
  email?: string | null;
  size?: keyof typeof sizes;
  shape?: "circle" | "square";
  className?: string;
};

export function Avatar({ src, name, email, size = "md", shape = "circle", className }: AvatarProps) {
  const label = name || email || "";
  return (
    <AvatarPrimitive.Root
      className={cn(
        "relative inline-flex shrink-0 overflow-hidden select-none",
        shape === "circle" ? "rounded-full" : "rounded-md",
        sizes[size],
        className,
      )}
    >
      {src && <AvatarPrimitive.Image src={src} alt={label} className="aspect-square size-full object-cover" />}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : 0}
        className="flex size-full items-center justify-center font-semibold tracking-wide text-white"
        style={{ backgroundColor: colorOf(label || "?") }}
        aria-hidden={!src}
      >
        {initialsOf(name, email)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
