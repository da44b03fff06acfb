"use client";
/**
 * A success toast, with sonner loaded only when one is shown: the root layout mounts the <Toaster/> from the
 * same chunk after hydration, so the settings screens keep sonner out of their first load.
 */
export function notify(message: string) {
  void import("@/components/ui/toaster").then(({ toast }) => toast.success(message));
}
