"use client";
/**
 * A button that opens a searchable list of people (./person-picker-content.tsx: cmdk in a Radix popover). Its
 * code loads on first intent (components/ui/deferred.tsx), so a page with one picker per team ships plain buttons.
 */
import type { ReactElement } from "react";
import { Deferred } from "@/components/ui/deferred";

export type Person = { userId: string; name: string; email: string; image: string | null };

export type PersonPickerProps = {
  trigger: ReactElement<Record<string, unknown>>;
  people: Person[];
  /** The search field's name and placeholder. */
  label: string;
  /** Shown when no one matches the search, or no one is left to pick. */
  empty: string;
  onPick: (person: Person) => void;
};

const load = () => import("./person-picker-content").then((m) => m.PersonPickerContent);

export function PersonPicker(props: PersonPickerProps) {
  return <Deferred load={load} props={props} trigger={props.trigger} />;
}
