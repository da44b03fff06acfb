import type { ReactNode } from "react";

/** Label–value pairs of one record, two columns from a tablet up, stacked on a phone. */
export function DetailList({ items }: { items: [ReactNode, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([label, value], i) => (
        <div key={i} className="grid min-w-0 gap-0.5">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
