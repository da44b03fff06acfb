"use client";
/** The list of ./choice-select.tsx, loaded when it is about to be used: open at once if its trigger was pressed. */
import type { ChoiceSelectProps } from "./choice-select-props";
import type { DeferredProps } from "./deferred";
import { useFocusOnMount } from "./deferred";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

export function ChoiceSelectMenu({ id, value, onValueChange, choices, initiallyOpen, focusTrigger }: ChoiceSelectProps & DeferredProps) {
  const ref = useFocusOnMount<HTMLButtonElement>(focusTrigger);
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={initiallyOpen}>
      <SelectTrigger id={id} ref={ref}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
