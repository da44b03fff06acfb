import type { ReactNode } from "react";

export function Card({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  return (
    <section
      aria-labelledby={id ? `${id}-title` : undefined}
      className="w-full rounded-lg border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      {title && (
        <h2 id={id ? `${id}-title` : undefined} className="mb-4 text-lg font-semibold">
          {title}
        </h2>
      )}
      <div className="flex flex-col gap-4">{children}</div>
    </section>
  );
}
