import type { ReactNode } from "react";

/** A message the screen reader announces: errors as alerts, confirmations as status. */
export function Alert({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  const colors = {
    error: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200",
    success: "border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200",
    info: "border-blue-300 bg-blue-50 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200",
  }[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-md border px-3 py-2 text-sm ${colors}`}>
      {children}
    </div>
  );
}
