"use client";
/**
 * The header's menu triggers, drawn the same by the plain placeholder and by the loaded menu (see deferred.tsx).
 */
import { ChevronsUpDown, Languages, Menu, Monitor, Moon, Sun } from "lucide-react";
import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Avatar } from "@/components/ui/avatar";
import { buttonVariants } from "@/components/ui/button-variants";
import { clsx as cn } from "clsx";
import type { Theme } from "@/components/ui/theme";

type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

export function LanguageTrigger({ label, code, className, ...props }: TriggerProps & { label: string; code: string }) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "gap-1.5 px-2 text-muted-foreground", className)}
      {...props}
    >
      <Languages aria-hidden />
      {/* The name is the sentence ("Language: English"); the short code is only what the eye needs. */}
      <span className="sr-only">{label}</span>
      <span aria-hidden className="text-xs font-semibold tracking-wide uppercase">
        {code}
      </span>
    </button>
  );
}

export function ThemeIcon({ theme, className }: { theme: Theme; className?: string }) {
  const Icon = theme === "dark" ? Moon : theme === "light" ? Sun : Monitor;
  return <Icon className={className} aria-hidden />;
}

export function ThemeTrigger({ label, theme, className, ...props }: TriggerProps & { label: string; theme: Theme }) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-label={label}
      className={cn(buttonVariants({ variant: "ghost", size: "icon-sm" }), "text-muted-foreground", className)}
      {...props}
    >
      <ThemeIcon theme={theme} />
    </button>
  );
}

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

export function MenuTrigger({ label, className, ...props }: TriggerProps & { label: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={label}
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), className)}
      {...props}
    >
      <Menu aria-hidden className="size-5" />
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
