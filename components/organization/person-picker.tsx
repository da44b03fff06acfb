"use client";
/**
 * A button that opens a searchable list of people (./person-picker-content.tsx: cmdk in a Radix popover). Its
 * code loads on first intent (components/ui/deferred.tsx), so a page with one picker per team ships plain buttons.
 */
import { Deferred } from "@/components/ui/deferred";
import type { PersonPickerProps } from "./person-picker-props";

const load = () => import("./person-picker-content").then((m) => m.PersonPickerContent);

export function PersonPicker(props: PersonPickerProps) {
  return <Deferred load={load} props={props} trigger={props.trigger} />;
}
