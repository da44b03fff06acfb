"use client";
import { useState, type ReactNode } from "react";
import { IntervalSwitch } from "./interval-switch";

type Interval = "month" | "year";

/**
 * The subscriptions' heading with the monthly/yearly switch, and the plans of the interval chosen. Both lists
 * come drawn from the server; the switch only chooses which one shows.
 */
export function PlansByInterval({
  heading,
  label,
  options,
  lists,
}: {
  heading: ReactNode;
  label: string;
  options: { value: Interval; label: string }[];
  lists: Record<Interval, ReactNode>;
}) {
  const [interval, setInterval] = useState<Interval>("month");
  return (
    <>
      <div className="flex flex-col items-center gap-4 text-center">
        {heading}
        <IntervalSwitch label={label} value={interval} onChange={setInterval} options={options} />
      </div>
      {lists[interval]}
    </>
  );
}
