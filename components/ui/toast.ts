"use client";
/**
 * Toasts without sonner in the page's first load: `toast.success(message)` / `toast.error(message)` fetch the
 * toaster's chunk (the one the root layout's <LazyToaster/> mounts after hydration, so both share sonner's
 * single store) and show the toast once it is there.
 */
type Show = (message: string) => void;

const show =
  (kind: "success" | "error"): Show =>
  (message) =>
    void import("./toaster").then(({ toast }) => toast[kind](message));

export const toast = { success: show("success"), error: show("error") };
