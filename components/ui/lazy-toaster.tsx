"use client";
/**
 * Mounts the <Toaster/> after hydration from its own chunk, so sonner is not part of any page's first load.
 * Usage (root layout only): `<LazyToaster theme={theme} label={t("notifications")} />`.
 */
import dynamic from "next/dynamic";
import type { Theme } from "./theme";

const Toaster = dynamic(() => import("./toaster").then((m) => m.Toaster), { ssr: false });

export function LazyToaster({ theme, label }: { theme: Theme; label: string }) {
  return <Toaster theme={theme} label={label} />;
}
