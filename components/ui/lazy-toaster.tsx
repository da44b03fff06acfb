"use client";
/**
 * Mounts the <Toaster/> after hydration from its own chunk, so sonner is not part of any page's first load.
 * Usage (root layout only): `<LazyToaster theme={theme} label={t("notifications")} />`.
 *
 * A plain dynamic import in an effect rather than next/dynamic: the toaster renders nothing on the server, and
 * next/dynamic's client-only mode would add its own runtime to every page's first load.
 */
import { useEffect, useState, type ComponentType } from "react";
import type { Theme } from "@/lib/theme";

type ToasterProps = { theme: Theme; label: string };

export function LazyToaster(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import("./toaster").then((m) => live && setToaster(() => m.Toaster));
    return () => {
      live = false;
    };
  }, []);
  return Toaster ? <Toaster {...props} /> : null;
}
