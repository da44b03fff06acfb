/**
 * The signed-in header's triggers (the account menu's avatar, the organization switcher's button), drawn the same
 * by the server's placeholder (header.tsx), the switcher and the loaded menu (see swap-in.tsx and deferred.tsx).
 * Apart from triggers.tsx so that pages seen signed out never load them.
 */
import { ChevronsUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { Avatar } from "@/components/ui/avatar";
import { clsx as cn } from "clsx";
import type { TriggerProps } from "./triggers";

export function AccountTrigger({
  label,
  name,
  email,
  image,
  className,
  ...props
}: TriggerProps & { label: string; name: string; email: string; image?: string | null }) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      className={cn(
        "rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    >
      {/* Named by hidden text, not aria-label: the initials the eye sees are decoration, and a label that
          does not contain them would be a name/content mismatch for speech input. */}
      <span className="sr-only">{label}</span>
      <Avatar src={image} name={name} email={email} size="md" />
    </button>
  );
}

/**
 * The organization switcher's button: whose space this page shows (avatar, name), and a caption above it when
 * given. `label` ("Switch account") is read before the visible words. A plain button rather than
 * role="combobox": a combobox may not take its name from its content, and this one's name is what it shows.
 */
export function OrgTrigger({
  label,
  name,
  caption,
  avatar,
  className,
  ...props
}: TriggerProps & { label: string; name: string; caption?: string; avatar: ReactNode }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={cn(
        "flex h-9 max-w-56 min-w-0 items-center gap-2 rounded-md px-2 xl:max-w-72 text-left text-sm font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
      {...props}
    >
      {avatar}
      <span className="sr-only">{label}: </span>
      <span className="grid min-w-0 leading-tight">
        {caption && <span className="truncate text-[0.6875rem] font-normal text-muted-foreground">{caption}</span>}
        <span className="truncate">{name}</span>
      </span>
      <ChevronsUpDown className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
    </button>
  );
}
