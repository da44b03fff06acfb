"use client";
/**
 * Toasts (sonner). <Toaster/> is mounted once in the root layout, loaded after the page so it costs public
 * pages no first-load JavaScript; it follows the theme choice. Anywhere in client code:
 *   import { toast } from "@/components/ui/toast";
 *   toast.success(t("saved"));  toast.error(message);
 */
import { Toaster as Sonner } from "sonner";
import { useEffect, useState } from "react";
import type { Theme } from "@/lib/theme";

export { toast } from "sonner";

/** `label` names the notifications region for screen readers, in the page's language (sonner's own is English). */
export function Toaster({ theme: initial, label }: { theme: Theme; label: string }) {
  const [theme, setTheme] = useState<Theme>(initial);
  useEffect(() => {
    const onChange = (event: Event) => setTheme((event as CustomEvent<Theme>).detail);
    window.addEventListener("themechange", onChange);
    return () => window.removeEventListener("themechange", onChange);
  }, []);
  return (
    <Sonner
      theme={theme}
      containerAriaLabel={label}
      position="bottom-right"
      closeButton={false}
      toastOptions={{
        classNames: {
          toast: "!rounded-lg !border !border-border !bg-popover !text-popover-foreground !shadow-lg !font-sans",
          description: "!text-muted-foreground",
          // sonner draws its 20 px icons in a 16 px box; they fit it instead of sticking out.
          icon: "[&_svg]:size-4",
        },
      }}
    />
  );
}
