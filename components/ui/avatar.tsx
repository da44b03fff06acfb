/**
 * Avatar: initials on a stable colour, with the picture drawn over them when there is one. No script: a
 * picture that fails to load (empty alt, so the browser draws nothing) leaves the initials showing, and
 * server components can use it. Decorative: put the person's or organization's name in text beside it.
 * `name` and `email` give the initials and the colour. Classes are joined, not merged (no tailwind-merge in
 * the header's JavaScript): set the size with `size`, not a class. Sizes: xs 20, sm 24, md 32 (default), lg 40, xl 64 px;
 * `shape="square"` for organizations.
 * Usage: `<Avatar src={user.image} name={user.name} email={user.email} size="sm" />`.
 */
import { clsx } from "clsx";
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
  return (
    <span
      aria-hidden
      className={clsx(
        "relative inline-flex shrink-0 items-center justify-center overflow-hidden font-semibold tracking-wide text-white select-none",
        shape === "circle" ? "rounded-full" : "rounded-md",
        sizes[size],
        className,
      )}
      style={{ backgroundColor: colorOf(name || email || "?") }}
    >
      {initialsOf(name, email)}
      {src && (
        // eslint-disable-next-line @next/next/no-img-element -- any URL a user gives, no image optimizer in between
        <img src={src} alt="" referrerPolicy="no-referrer" loading="lazy" className="absolute inset-0 size-full object-cover" />
      )}
    </span>
  );
}
