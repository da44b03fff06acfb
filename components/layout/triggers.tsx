/**
 * The header's menu triggers, drawn the same by the plain placeholder and by the loaded menu (see deferred.tsx).
 * The placeholders are drawn by the server's header (header.tsx), so their icons cost no page any JavaScript;
 * the loaded menus draw them again from their own chunks. The signed-in person's two (account, organization
 * switcher) are in account-triggers.tsx.
 */
import { Languages, Menu, Monitor, Moon, Sun } from "lucide-react";
import type { ButtonHTMLAttributes, Ref } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { clsx as cn } from "clsx";
import type { Theme } from "@/lib/theme";

export type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

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
